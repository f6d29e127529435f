import { applyPasswordReset, AuthError, CORE_ERROR_CODES, defineEndpoint, passwordInput, lazySchema } from 'latchkey/plugins';
import { checkPhoneCode } from '../check-phone-code.js';
import { codeInput } from '../code-input.js';
import { OTP_PURPOSE } from '../otp-purpose.js';
import { phoneNumberInput, toE164 } from '../phone-number-input.js';
import { findUserByPhoneNumber } from '../phone-user.js';
import { phoneNumberRoutes } from '../routes.js';

/**
 * `POST /phone-number/reset-password`: sets a new password with a code from
 * `request-password-reset`, through the core's one reset. The new password
 * passes the password policy first and is hashed before the code is checked,
 * so every answer costs the same whether or not the number is registered; a
 * wrong code for either is 400 INVALID_OTP. The code also proves the number,
 * which is marked verified in the same transaction. Like every reset, it ends
 * the user's sessions unless `emailAndPassword.revokeSessionsOnPasswordReset`
 * is false, and lifts the sign-in lock of the number and of the address.
 */
export const resetPassword = defineEndpoint({
  ...phoneNumberRoutes.resetPassword,
  body: lazySchema((z) => z.object({ otp: codeInput(z), phoneNumber: phoneNumberInput(z), newPassword: passwordInput(z) })),
  handler: async (ctx): Promise<{ status: true }> => {
    const phoneNumber = await toE164(ctx.auth, ctx.body.phoneNumber);
    const done = await applyPasswordReset(ctx, {
      newPassword: ctx.body.newPassword,
      prove: () => checkPhoneCode(ctx.auth, { phoneNumber, purpose: OTP_PURPOSE.resetPassword, code: ctx.body.otp }),
      claim: (scoped) => findUserByPhoneNumber(scoped, phoneNumber),
      proven: { phoneNumberVerified: true },
      lockKeys: [phoneNumber],
    });
    // A right code for a number without an account: only its owner could know it, and nothing changes.
    if (!done) throw AuthError.of(CORE_ERROR_CODES, 'INVALID_OTP');
    return done;
  },
});
