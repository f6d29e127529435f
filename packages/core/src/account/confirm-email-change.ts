import { UniqueConstraintError } from '../db/adapter.js';
import type { EndpointContext } from '../declarations/auth-context.js';
import { findUserByEmail, type UserRow } from './find-user.js';
import { sendVerificationMail } from './send-verification-mail.js';
import { spendEmailToken, type EmailTokenOutcome } from './spend-email-token.js';
import { refreshSessionUser } from '../session/refresh-session-user.js';
import { emitEvent } from '../events/emit-event.js';

const taken = { ok: false, code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL' } as const;

/**
 * Applies a confirmed change of email (spec §4): spends the `change-email` token,
 * replaces the address if it is free and the current one unchanged since the
 * request, marks it unverified and mails a verification link to the new address.
 *
 * The request was confirmed whether or not the new address had an account, so
 * that the requester's inbox told nothing; here, to the holder of the current
 * mailbox, a taken address is said plainly (USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL)
 * and nothing changes.
 */
export async function confirmEmailChange(
  ctx: EndpointContext,
  input: { token: string; callbackURL: string | undefined },
): Promise<EmailTokenOutcome> {
  const auth = ctx.auth;
  const spent = await spendEmailToken(auth, { purpose: 'change-email', token: input.token });
  if (!spent.ok) return spent;
  const newEmail = spent.payload.newEmail?.toLowerCase();
  if (!newEmail) return { ok: false, code: 'INVALID_TOKEN' };
  if (await findUserByEmail(auth, newEmail)) return taken;
  let updated: UserRow | null;
  try {
    updated = await auth.db.transaction(async (tx) => {
      const row = await tx.update<UserRow>({
        model: 'user',
        // Guarded by the old address too, so a concurrent change is not overwritten.
        where: [
          { field: 'id', value: spent.user.id },
          { field: 'email', value: spent.payload.email },
        ],
        update: { email: newEmail, emailVerified: false, updatedAt: new Date() },
      });
      if (row) await emitEvent(ctx, { type: 'email-change.completed', userId: row.id }, { db: tx });
      return row;
    });
  } catch (error) {
    // Taken between the lookup and the update.
    if (error instanceof UniqueConstraintError) return taken;
    throw error;
  }
  if (!updated) return { ok: false, code: 'INVALID_TOKEN' };
  await refreshSessionUser(auth, updated.id);
  await sendVerificationMail(ctx, { user: updated, email: newEmail, callbackURL: input.callbackURL });
  return { ok: true, user: updated };
}
