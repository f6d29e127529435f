import { lazySchema, type Zod } from '../endpoint/lazy-schema.js';
import { defineEndpoint } from '../endpoint/define-endpoint.js';
import { AuthError } from '../error/auth-error.js';
import { CORE_ERROR_CODES } from '../error/core-error-codes.js';
import { isFresh } from '../session/read-session.js';
import { databaseSessionMiddleware } from '../session/session-middleware.js';
import { findUserAccounts } from '../social/social-account.js';
import { providerIdInput } from '../social/social-inputs.js';
import { coreRoutes } from './core-routes.js';
import { emitEvent } from '../events/emit-event.js';

const body = (z: Zod) => z.object({
  providerId: providerIdInput(z),
  accountId: z.string().min(1).max(255).optional(),
});

/**
 * `POST /unlink-account`: removes one of the signed-in user's accounts. Needs a
 * fresh session, since removing a way to sign in is what an attacker holding a
 * stolen session would do to lock the owner out. The last account stays unless
 * `allowUnlinkingAll`. The check and the delete run in one transaction that first
 * writes the user row, so simultaneous unlinks of a user's last two accounts are
 * serialised and cannot both pass the check.
 *
 * `accountId` may be the account's row id (what `/list-accounts` answers as `id`)
 * or the provider's account id, since clients of the established API send either;
 * both are looked up only among the caller's own accounts.
 */
export const unlinkAccount = defineEndpoint({
  ...coreRoutes.unlinkAccount,
  meta: { sensitive: true },
  body: lazySchema(body),
  use: [databaseSessionMiddleware],
  handler: async (ctx): Promise<{ status: true }> => {
    const { auth } = ctx;
    const { session, user } = ctx.session;
    if (!isFresh(auth, session)) throw AuthError.of(CORE_ERROR_CODES, 'SESSION_NOT_FRESH');
    const { providerId, accountId } = ctx.body;
    const allowUnlinkingAll = auth.options.account?.accountLinking?.allowUnlinkingAll === true;
    await auth.db.transaction(async (tx) => {
      // The user's row is locked first: two unlinks at once count one at a time.
      await tx.lockOne({ model: 'user', where: [{ field: 'id', value: user.id }] });
      const accounts = await findUserAccounts({ db: tx }, user.id);
      if (accounts.length === 1 && !allowUnlinkingAll) throw AuthError.of(CORE_ERROR_CODES, 'FAILED_TO_UNLINK_LAST_ACCOUNT');
      const target = accounts.find((a) => a.providerId === providerId && matchesAccountId(a, accountId));
      if (!target) throw AuthError.of(CORE_ERROR_CODES, 'ACCOUNT_NOT_FOUND');
      await tx.delete({ model: 'account', where: [{ field: 'id', value: target.id }] });
      await emitEvent(ctx, { type: 'social-account.unlinked', detail: { providerId } }, { db: tx });
    });
    return { status: true };
  },
});

function matchesAccountId(account: { id: string; accountId: string }, accountId: string | undefined): boolean {
  return accountId === undefined || account.accountId === accountId || account.id === accountId;
}
