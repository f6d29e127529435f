import {
  AuthError,
  checkNewPassword,
  clearSessionCookies,
  clearSignInFailures,
  CORE_ERROR_CODES,
  defineEndpoint,
  markSessionsRevoked,
  passwordInput,
  revokeUserSessions,
  saveCredentialPassword,
  lazySchema,
} from 'latchkey/plugins';
import type { AuthContext } from 'latchkey/plugins';
import { checkPhoneCode } from '../check-phone-code.js';
import { codeInput } from '../code-input.js';
import { OTP_PURPOSE } from '../otp-purpose.js';
import { phoneNumberInput, toE164 } from '../phone-number-input.js';
import { findUserByPhoneNumber, type PhoneUserRow } from '../phone-user.js';

/**
 * `POST /phone-number/reset-password`: sets a new password with a code from
 * `request-password-reset`. The new password passes the password policy
 * first and is hashed before the code is checked, so every answer costs the
 * same whether or not the number is registered; a wrong code for either is
 * 400 INVALID_OTP. The code also proves the number, which is marked verified.
 * Like the core's reset, it ends the user's sessions unless
 * `emailAndPassword.revokeSessionsOnPasswordReset` is false, and lifts the
 * password lock.
 */
export const resetPassword = defineEndpoint({
  method: 'POST',
  path: '/phone-number/reset-password',
  body: lazySchema((z) => z.object({ otp: codeInput(z), phoneNumber: phoneNumberInput(z), newPassword: passwordInput(z) })),
  handler: async (ctx): Promise<{ status: true }> => {
    const auth = ctx.auth;
    const phoneNumber = await toE164(auth, ctx.body.phoneNumber);
    await checkNewPassword(ctx, { password: ctx.body.newPassword });
    const hash = await auth.password.hasher.hash(ctx.body.newPassword);
    await checkPhoneCode(auth, { phoneNumber, purpose: OTP_PURPOSE.resetPassword, code: ctx.body.otp });
    const revokeSessions = auth.options.emailAndPassword?.revokeSessionsOnPasswordReset ?? true;
    const user = await applyReset(auth, { phoneNumber, hash, revokeSessions });
    // A right code for a number without an account: only its owner could know it, and nothing changes.
    if (!user) throw AuthError.of(CORE_ERROR_CODES, 'INVALID_OTP');
    await clearSignInFailures(auth, phoneNumber);
    await clearSignInFailures(auth, user.email);
    if (revokeSessions) {
      await markSessionsRevoked(auth, user.id);
      clearSessionCookies(ctx);
    }
    return { status: true };
  },
});

/** One transaction: the password, the number marked verified, the sessions ended. */
async function applyReset(
  auth: AuthContext,
  input: { phoneNumber: string; hash: string; revokeSessions: boolean },
): Promise<PhoneUserRow | null> {
  return auth.db.transaction(async (tx) => {
    const user = await findUserByPhoneNumber({ ...auth, db: tx }, input.phoneNumber);
    if (!user) return null;
    await saveCredentialPassword(auth, { db: tx, userId: user.id, hash: input.hash });
    await tx.update({ model: 'user', where: [{ field: 'id', value: user.id }], update: { phoneNumberVerified: true, updatedAt: new Date() } });
    if (input.revokeSessions) await revokeUserSessions(auth, user.id, { db: tx });
    return user;
  });
}
