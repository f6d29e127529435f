import { defineEndpoint, emailInput, lazySchema } from 'latchkey/plugins';
import { changeEmailSubject } from '../change-email-subject.js';
import { checkCode } from '../check-code.js';
import { otpInput, otpTypeInput } from '../otp-type.js';
import { emailOtpRoutes } from '../routes.js';

/**
 * `POST /email-otp/check-verification-otp`: tells whether a code is right
 * without spending it, for a form that checks the code before the step that
 * uses it (a new password, say). A wrong guess counts toward the attempt
 * limit like any other; a right one gives the attempts back.
 */
export const checkVerificationOtp = defineEndpoint({
  ...emailOtpRoutes.checkVerificationOtp,
  body: lazySchema((z) => z.object({ email: emailInput(z), type: otpTypeInput(z), otp: otpInput(z) })),
  handler: async (ctx): Promise<{ success: true }> => {
    const { email, type, otp } = ctx.body;
    const userId = type === 'change-email' ? (await changeEmailSubject(ctx)).user.id : undefined;
    await checkCode(ctx, { type, email, otp, userId, keep: true });
    return { success: true };
  },
});
