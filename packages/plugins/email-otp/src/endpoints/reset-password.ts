import { applyPasswordReset, AuthError, CORE_ERROR_CODES, defineEndpoint, emailInput, findUserByEmail, passwordInput, lazySchema } from 'latchkey/plugins';
import { checkCode } from '../check-code.js';
import { otpInput } from '../otp-type.js';
import { emailOtpRoutes } from '../routes.js';

/**
 * `POST /email-otp/reset-password`: sets a new password with a code of type
 * `forget-password`, through the core's one reset: the password policy runs
 * before the code is spent (a refused password does not cost it); the
 * password, the verified address (the code proved it) and, unless the core's
 * `revokeSessionsOnPasswordReset` is false, the end of every session are one
 * transaction; the sign-in lock of the address is lifted. Answers the core's
 * `{ status: true }`, and `success: true` that clients of this route read.
 */
export const resetPasswordOtp = defineEndpoint({
  ...emailOtpRoutes.resetPasswordOtp,
  body: lazySchema((z) => z.object({ email: emailInput(z), otp: otpInput(z), password: passwordInput(z) })),
  handler: async (ctx): Promise<{ status: true; success: true }> => {
    const { email, otp, password } = ctx.body;
    const user = await findUserByEmail(ctx.auth, email);
    const done = await applyPasswordReset(ctx, {
      newPassword: password,
      user: user ? { id: user.id, email: user.email } : null,
      prove: () => checkCode(ctx, { type: 'forget-password', email, otp }),
      claim: (scoped) => findUserByEmail(scoped, email),
      proven: { emailVerified: true },
    });
    // A code is only ever mailed to an existing account; one deleted since answers like a wrong code.
    if (!done) throw AuthError.of(CORE_ERROR_CODES, 'INVALID_OTP');
    return { ...done, success: true };
  },
});
