import { defineEndpoint, emitEvent, lazySchema } from 'latchkey/plugins';
import { issuePhoneCode } from '../issue-phone-code.js';
import { OTP_PURPOSE } from '../otp-purpose.js';
import { phoneNumberInput, toE164 } from '../phone-number-input.js';
import { findUserByPhoneNumber } from '../phone-user.js';
import { sendText } from '../send-text.js';
import { phoneNumberRoutes } from '../routes.js';

/**
 * `POST /phone-number/request-password-reset`: texts a reset code to a
 * registered number. The answer is the same for any valid number: a code is
 * issued for every number (so a wrong guess, the attempt limit and the cap
 * behave alike), and the lookup that decides whether to text runs in the
 * background, so the timing tells nothing either. Unregistered numbers get no
 * text; a registered one gets its `password.reset-requested` event there too.
 */
export const requestPasswordReset = defineEndpoint({
  ...phoneNumberRoutes.requestPasswordReset,
  body: lazySchema((z) => z.object({ phoneNumber: phoneNumberInput(z) })),
  meta: { sendsMessage: true },
  handler: async (ctx): Promise<{ status: true }> => {
    const auth = ctx.auth;
    const phoneNumber = await toE164(auth, ctx.body.phoneNumber);
    const code = await issuePhoneCode(auth, { phoneNumber, purpose: OTP_PURPOSE.resetPassword });
    const registered = async (): Promise<boolean> => {
      const user = await findUserByPhoneNumber(auth, phoneNumber);
      if (user) await emitEvent(ctx, { type: 'password.reset-requested', userId: user.id });
      return user !== null;
    };
    sendText(ctx, { phoneNumber, code, type: 'password-reset' }, { onlyIf: registered });
    return { status: true };
  },
});
