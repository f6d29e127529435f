import {
  AuthError,
  checkPassword,
  defineEndpoint,
  findCredentialAccount,
  issueSession,
  passwordInput,
  recordSignInFailure,
  lazySchema,
  emitEvent,
} from 'latchkey/plugins';
import type { User } from 'latchkey/plugins';
import { PHONE_NUMBER_ERROR_CODES } from '../error-codes.js';
import { phoneNumberInput, toE164 } from '../phone-number-input.js';
import { phoneNumberKey } from '../phone-number-options.js';
import { findUserByPhoneNumber } from '../phone-user.js';
import { phoneNumberRoutes } from '../routes.js';

/**
 * `POST /sign-in/phone-number`: a password sign-in by phone number. An unknown
 * number, an account without a password and a wrong password answer the same
 * 401 after the same work (one password verification), and all count towards
 * the lock of that number, so neither the answer nor the lock tells whether
 * the number is registered.
 */
export const signInPhoneNumber = defineEndpoint({
  ...phoneNumberRoutes.signInPhoneNumber,
  body: lazySchema((z) => z.object({ phoneNumber: phoneNumberInput(z), password: passwordInput(z), rememberMe: z.boolean().optional() })),
  meta: { authEntry: true },
  handler: async (ctx): Promise<{ token: string; user: User }> => {
    const auth = ctx.auth;
    const phoneNumber = await toE164(auth, ctx.body.phoneNumber);
    const user = await findUserByPhoneNumber(auth, phoneNumber);
    const account = user ? await findCredentialAccount(auth, user.id) : null;
    // The lock is the number's: keyed by the user's email it would tell which email a number belongs to.
    const check = await checkPassword(auth, { account, email: phoneNumber, password: ctx.body.password });
    if (check === 'no-password') await recordSignInFailure(auth, phoneNumber);
    if (check !== 'ok' || !user) {
      await emitEvent(ctx, { type: 'sign-in.failed', userId: user?.id ?? null, method: 'phone-number', detail: { reason: 'invalid-credentials' } });
      throw AuthError.of(PHONE_NUMBER_ERROR_CODES, 'INVALID_PHONE_NUMBER_OR_PASSWORD');
    }
    if (phoneNumberKey.options(auth).requireVerification && !user.phoneNumberVerified) {
      throw AuthError.of(PHONE_NUMBER_ERROR_CODES, 'PHONE_NUMBER_NOT_VERIFIED');
    }
    const issued = await issueSession(ctx, { user, method: 'phone-number', rememberMe: ctx.body.rememberMe });
    // A plugin (two-factor) may answer with a challenge in place of the session.
    if (issued.kind === 'challenge') return issued.challenge.data as never;
    return { token: issued.token, user: issued.user };
  },
});
