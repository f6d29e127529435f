import {
  AuthError,
  CORE_ERROR_CODES,
  claimVerifiedEmail,
  defineEndpoint,
  emailInput,
  issueSession,
  lazySchema,
  emitEvent,
} from 'latchkey/plugins';
import type { ChallengeAnswer, EndpointContext, User } from 'latchkey/plugins';
import { checkCode } from '../check-code.js';
import { emailOTPKey } from '../email-otp-options.js';
import { otpInput } from '../otp-type.js';
import { emailOtpRoutes } from '../routes.js';

/**
 * `POST /sign-in/email-otp`: signs in with a code of type `sign-in`. An
 * unknown address becomes a new, verified user unless sign-up is off. An
 * existing account whose address was never verified loses any password it
 * was opened with, and its sessions, in the transaction that verifies it
 * (pre-account takeover). The session comes from `issueSession`: a banned
 * user is refused, a user with two-factor gets the challenge. A wrong,
 * expired or exhausted code reports `sign-in.failed` (`invalid-credentials`)
 * without a user: the code is checked before any account is looked up.
 */
export const signInEmailOtp = defineEndpoint({
  ...emailOtpRoutes.signInEmailOtp,
  body: lazySchema((z) => z.object({
    email: emailInput(z),
    otp: otpInput(z),
    name: z.string().trim().max(255).optional(),
    image: z.string().url().max(2048).optional(),
  })),
  meta: { authEntry: true },
  handler: async (ctx): Promise<{ token: string; user: User } | ChallengeAnswer> => {
    const { email, otp, name, image } = ctx.body;
    try {
      await checkCode(ctx, { type: 'sign-in', email, otp });
    } catch (error) {
      if (error instanceof AuthError) await signInFailed(ctx);
      throw error;
    }
    const claimed = await claimVerifiedEmail(ctx.auth, {
      email,
      signUp: !emailOTPKey.options(ctx.auth).disableSignUp,
      profile: { name, image },
      withSignUp: (db, user) => emitEvent(ctx, { type: 'user.signed-up', userId: user.id, method: 'email-otp' }, { db }),
    });
    if (!claimed) {
      await signInFailed(ctx);
      throw AuthError.of(CORE_ERROR_CODES, 'INVALID_OTP');
    }
      const issued = await issueSession(ctx, { user: claimed.user, method: 'email-otp' });
    if (issued.kind === 'challenge') return issued.challenge.data;
    return { token: issued.token, user: issued.user };
  },
});

/** One `sign-in.failed` for a refused code; the user is not looked up, so the event names none. */
function signInFailed(ctx: EndpointContext): Promise<void> {
  return emitEvent(ctx, { type: 'sign-in.failed', userId: null, method: 'email-otp', detail: { reason: 'invalid-credentials' } });
}
