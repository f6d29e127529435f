import { AuthError, CORE_ERROR_CODES, defineEndpoint, emailInput, emitEvent, findUserByEmail, lazySchema } from 'latchkey/plugins';
import type { EndpointContext, UserRow } from 'latchkey/plugins';
import { changeEmailSubject } from '../change-email-subject.js';
import { emailOTPKey } from '../email-otp-options.js';
import { otpTypeInput, type EmailOTPType } from '../otp-type.js';
import { claimSend, sendCode } from '../send-code.js';
import { emailOtpRoutes } from '../routes.js';

/**
 * `POST /email-otp/send-verification-otp`: mails a code of the given type.
 * The answer is `{ success: true }` for every address: the account lookup and
 * the sending happen after the answer, and no code is sent where the type
 * needs an account that does not exist (or, for `sign-in` with sign-up off,
 * an unknown address). `change-email` needs a session: the code goes to the
 * new address, for the session user's own change.
 */
export const sendVerificationOtp = defineEndpoint({
  ...emailOtpRoutes.sendVerificationOtp,
  body: lazySchema((z) => z.object({ email: emailInput(z), type: otpTypeInput(z) })),
  meta: { sendsMessage: true },
  handler: async (ctx): Promise<{ success: true }> => {
    const { email, type } = ctx.body;
    if (type === 'change-email') return sendChangeEmailCode(ctx, email);
    await claimSend(ctx, email);
    ctx.auth.runInBackground(async () => {
      const user = await findUserByEmail(ctx.auth, email);
      if (!wantsCode(ctx, { type, user }) || !(await sendCode(ctx, { email, type }))) return;
      const event = user && eventOfCode(type);
      if (event && user) await emitEvent(ctx, { type: event, userId: user.id });
    });
    return { success: true };
  },
});

/**
 * The event a code sent to an account reports, as the core's link would: a
 * `forget-password` code asks for a reset, an `email-verification` one is a
 * verification sent. Sent in the background, so it tells the caller nothing.
 */
function eventOfCode(type: EmailOTPType): 'password.reset-requested' | 'email-verification.sent' | null {
  if (type === 'forget-password') return 'password.reset-requested';
  if (type === 'email-verification') return 'email-verification.sent';
  return null;
}

/** Whether a code of this type goes to an address with this account (or none). */
function wantsCode(ctx: EndpointContext, input: { type: Exclude<EmailOTPType, 'change-email'>; user: UserRow | null }): boolean {
  const { type, user } = input;
  if (type === 'sign-in') return user !== null || !emailOTPKey.options(ctx.auth).disableSignUp;
  if (type === 'email-verification') return user !== null && !user.emailVerified;
  return user !== null;
}

async function sendChangeEmailCode(ctx: EndpointContext, email: string): Promise<{ success: true }> {
  const { user } = await changeEmailSubject(ctx);
  if (email === user.email) throw AuthError.of(CORE_ERROR_CODES, 'EMAIL_IS_THE_SAME');
  await claimSend(ctx, email);
  // Reported whether or not the address is taken: the user's own activity must not tell.
  await emitEvent(ctx, { type: 'email-change.requested', userId: user.id });
  ctx.auth.runInBackground(async () => {
    // A taken address gets no mail; the requester is answered alike either way.
    if (!(await findUserByEmail(ctx.auth, email))) await sendCode(ctx, { email, type: 'change-email', userId: user.id });
  });
  return { success: true };
}
