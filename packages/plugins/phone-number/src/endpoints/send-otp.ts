import { defineEndpoint, lazySchema } from 'latchkey/plugins';
import { issuePhoneCode } from '../issue-phone-code.js';
import { OTP_PURPOSE } from '../otp-purpose.js';
import { phoneNumberInput, toE164 } from '../phone-number-input.js';
import { sendText } from '../send-text.js';
import { phoneNumberRoutes } from '../routes.js';

/**
 * `POST /phone-number/send-otp`: texts a verification code to a number, which
 * `/phone-number/verify` then checks. Nothing is looked up: the answer is the
 * same for every valid number. Sends are capped per number and per client IP.
 */
export const sendOtp = defineEndpoint({
  ...phoneNumberRoutes.sendOtp,
  body: lazySchema((z) => z.object({ phoneNumber: phoneNumberInput(z) })),
  meta: { sendsMessage: true },
  handler: async (ctx): Promise<{ message: string }> => {
    const phoneNumber = await toE164(ctx.auth, ctx.body.phoneNumber);
    const code = await issuePhoneCode(ctx.auth, { phoneNumber, purpose: OTP_PURPOSE.verify });
    sendText(ctx, { phoneNumber, code, type: 'verification' });
    return { message: 'code sent' };
  },
});
