import { AuthError, CORE_ERROR_CODES, defineEndpoint, issueCode, toPublicRecord, lazySchema } from 'latchkey/plugins';
import type { User } from 'latchkey/plugins';
import { TWO_FACTOR_ERROR_CODES } from '../error-codes.js';
import { OTP_PURPOSE } from '../otp-purpose.js';
import { secondFactorSubject } from '../second-factor-subject.js';
import { twoFactorKey } from '../two-factor-options.js';
import { twoFactorRoutes } from '../routes.js';

/**
 * `POST /two-factor/send-otp`: sends a one-time code through the app's
 * `sendOTP` (in the background, so the answer's timing reveals nothing about
 * delivery). A new code replaces the previous one; inside the resend
 * cool-down the answer is 429.
 */
export const sendOtp = defineEndpoint({
  ...twoFactorRoutes.sendOtp,
  body: lazySchema((z) => z.object({ trustDevice: z.boolean().optional() }).default({})),
  handler: async (ctx): Promise<{ status: true }> => {
    const options = twoFactorKey.options(ctx.auth);
    const sendOTP = options.sendOTP;
    if (!sendOTP) throw AuthError.of(TWO_FACTOR_ERROR_CODES, 'OTP_NOT_ENABLED');
    const subject = await secondFactorSubject(ctx);
    const issued = await issueCode(ctx.auth, {
      purpose: OTP_PURPOSE,
      identifier: subject.user.id,
      expiresIn: options.otpExpiresIn,
      resendAfter: options.otpResendAfter,
    });
    if (!issued.ok) {
      const seconds = String(issued.retryAfter);
      throw AuthError.of(CORE_ERROR_CODES, 'TOO_MANY_REQUESTS', { headers: { 'X-Retry-After': seconds, 'Retry-After': seconds } });
    }
    const user = toPublicRecord<User>(ctx.auth.schema.user!, subject.user);
    const request = ctx.request;
    ctx.auth.runInBackground(async () => sendOTP({ user, otp: issued.code }, request));
    return { status: true };
  },
});
