import { UniqueConstraintError } from '../db/adapter.js';
import type { EndpointContext } from '../endpoint/types.js';
import { findUserByEmail, type UserRow } from './find-user.js';
import { sendVerificationMail } from './send-verification-mail.js';
import { spendEmailToken, type EmailTokenOutcome } from './spend-email-token.js';

/**
 * Applies a confirmed change of email (spec §4): spends the `change-email` token,
 * replaces the address if it is still free and unchanged since the request,
 * marks it unverified and mails a verification link to the new address. An
 * address taken in the meantime answers INVALID_TOKEN and changes nothing.
 */
export async function confirmEmailChange(
  ctx: EndpointContext,
  input: { token: string; callbackURL: string | undefined },
): Promise<EmailTokenOutcome> {
  const auth = ctx.auth;
  const spent = await spendEmailToken(auth, { purpose: 'change-email', token: input.token });
  if (!spent.ok) return spent;
  const newEmail = spent.payload.newEmail?.toLowerCase();
  if (!newEmail || (await findUserByEmail(auth, newEmail))) return { ok: false, code: 'INVALID_TOKEN' };
  let updated: UserRow | null;
  try {
    updated = await auth.db.update<UserRow>({
      model: 'user',
      // Guarded by the old address too, so a concurrent change is not overwritten.
      where: [
        { field: 'id', value: spent.user.id },
        { field: 'email', value: spent.payload.email },
      ],
      update: { email: newEmail, emailVerified: false, updatedAt: new Date() },
    });
  } catch (error) {
    if (error instanceof UniqueConstraintError) return { ok: false, code: 'INVALID_TOKEN' };
    throw error;
  }
  if (!updated) return { ok: false, code: 'INVALID_TOKEN' };
  await sendVerificationMail(ctx, { user: updated, email: newEmail, callbackURL: input.callbackURL });
  return { ok: true, user: updated };
}
