import { AuthError, databaseSessionMiddleware, defineEndpoint, lazySchema, emitEvent } from 'latchkey/plugins';
import type { DatabaseAdapter } from 'latchkey';
import { PASSKEY_ERROR_CODES } from '../error-codes.js';
import { findOwnPasskey } from '../passkey-record.js';
import { passkeyRoutes } from '../routes.js';

/**
 * `POST /passkey/delete-passkey { id }`: removes one of the user's passkeys,
 * unless it is their last way to sign in (no password, no social account, no
 * other passkey: 400 CANNOT_DELETE_LAST_SIGN_IN_METHOD). Another user's id
 * answers 404 PASSKEY_NOT_FOUND.
 */
export const deletePasskey = defineEndpoint({
  ...passkeyRoutes.deletePasskey,
  body: lazySchema((z) => z.object({ id: z.string().min(1).max(255) })),
  use: [databaseSessionMiddleware],
  meta: { sensitive: true },
  handler: async (ctx): Promise<{ status: true }> => {
    const userId = ctx.session.user.id;
    await ctx.auth.db.transaction(async (tx) => {
      // Locking the user row first serialises concurrent deletions of one
      // user's passkeys: two deletions at once cannot both see the other key left.
      await tx.lockOne({ model: 'user', where: [{ field: 'id', value: userId }] });
      const row = await findOwnPasskey({ ...ctx.auth, db: tx }, { id: ctx.body.id, userId });
      if (!(await hasOtherSignInMethod(tx, { userId, passkeyId: row.id }))) {
        throw AuthError.of(PASSKEY_ERROR_CODES, 'CANNOT_DELETE_LAST_SIGN_IN_METHOD');
      }
      await tx.delete({ model: 'passkey', where: [{ field: 'id', value: row.id }] });
      await emitEvent(ctx, { type: 'passkey.removed', detail: { passkeyId: row.id } }, { db: tx });
    });
    return { status: true };
  },
});

/** A password, a linked social account, or another passkey. */
async function hasOtherSignInMethod(db: DatabaseAdapter, input: { userId: string; passkeyId: string }): Promise<boolean> {
  const others = await db.count({
    model: 'passkey',
    where: [
      { field: 'userId', value: input.userId },
      { field: 'id', operator: 'ne', value: input.passkeyId },
    ],
  });
  if (others > 0) return true;
  const accounts = await db.findMany<{ providerId: string; password: string | null }>({ model: 'account', where: [{ field: 'userId', value: input.userId }] });
  return accounts.some((account) => account.providerId !== 'credential' || Boolean(account.password));
}
