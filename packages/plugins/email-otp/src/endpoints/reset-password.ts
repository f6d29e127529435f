import {
  AuthError,
  checkNewPassword,
  CORE_ERROR_CODES,
  defineEndpoint,
  emailInput,
  findUserByEmail,
  markSessionsRevoked,
  passwordInput,
  refreshSessionUser,
  revokeUserSessions,
  lazySchema,
} from 'latchkey/plugins';
import type { EndpointContext, UserRow } from 'latchkey/plugins';
import { checkCode } from '../check-code.js';
import { otpInput } from '../otp-type.js';

/**
 * `POST /email-otp/reset-password`: sets a new password with a code of type
 * `forget-password`. The password policy runs before the code is spent: a
 * refused password does not cost the code. The password,
 * the verified address (the code proved it) and, unless the core's
 * `revokeSessionsOnPasswordReset` is false, the end of every session are one
 * transaction.
 */
export const resetPasswordOtp = defineEndpoint({
  method: 'POST',
  path: '/email-otp/reset-password',
  body: lazySchema((z) => z.object({ email: emailInput(z), otp: otpInput(z), password: passwordInput(z) })),
  handler: async (ctx): Promise<{ success: true }> => {
    const { email, otp, password } = ctx.body;
    const user = await findUserByEmail(ctx.auth, email);
    // The policy runs before the code is spent, so a refused password does not cost it.
    await checkNewPassword(ctx, { password, user: user ? { id: user.id, email: user.email } : null });
    await checkCode(ctx, { type: 'forget-password', email, otp });
    // A code is only ever mailed to an existing account; one deleted since answers like a wrong code.
    if (!user) throw AuthError.of(CORE_ERROR_CODES, 'INVALID_OTP');
    const hash = await ctx.auth.password.hasher.hash(password);
    await savePassword(ctx, { user, hash });
    return { success: true };
  },
});

async function savePassword(ctx: EndpointContext, input: { user: UserRow; hash: string }): Promise<void> {
  const auth = ctx.auth;
  const { user, hash } = input;
  const revoke = auth.options.emailAndPassword?.revokeSessionsOnPasswordReset ?? true;
  const now = new Date();
  const credential = [
    { field: 'userId', value: user.id },
    { field: 'providerId', value: 'credential' },
  ];
  await auth.db.transaction(async (tx) => {
    const updated = await tx.updateMany({ model: 'account', where: credential, update: { password: hash, updatedAt: now } });
    if (updated === 0) {
      await tx.create({
        model: 'account',
        data: { id: auth.generateId(), userId: user.id, providerId: 'credential', accountId: user.id, password: hash, createdAt: now, updatedAt: now },
      });
    }
    if (!user.emailVerified) await tx.update({ model: 'user', where: [{ field: 'id', value: user.id }], update: { emailVerified: true, updatedAt: now } });
    if (revoke) await revokeUserSessions(auth, user.id, { db: tx });
  });
  if (revoke) await markSessionsRevoked(auth, user.id);
  else await refreshSessionUser(auth, user.id);
}
