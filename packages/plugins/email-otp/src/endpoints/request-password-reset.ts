import { defineEndpoint, emailInput, emitEvent, findUserByEmail, lazySchema } from 'latchkey/plugins';
import { claimSend, sendCode } from '../send-code.js';
import { emailOtpRoutes } from '../routes.js';

/**
 * `POST /email-otp/request-password-reset`: mails a code of type
 * `forget-password` when the address has an account. The answer is
 * `{ success: true }` either way; the lookup, the sending and the
 * `password.reset-requested` event (for an account only) happen after it.
 */
export const requestPasswordResetOtp = defineEndpoint({
  ...emailOtpRoutes.requestPasswordResetOtp,
  body: lazySchema((z) => z.object({ email: emailInput(z) })),
  meta: { sendsMessage: true },
  handler: async (ctx): Promise<{ success: true }> => {
    const { email } = ctx.body;
    await claimSend(ctx, email);
    ctx.auth.runInBackground(async () => {
      const user = await findUserByEmail(ctx.auth, email);
      if (!user || !(await sendCode(ctx, { email, type: 'forget-password' }))) return;
      await emitEvent(ctx, { type: 'password.reset-requested', userId: user.id });
    });
    return { success: true };
  },
});
