import { AuthError, CORE_ERROR_CODES, defineEndpoint, emitEvent, findUserById, issueSession, lazySchema, type ChallengeAnswer } from 'latchkey/plugins';
import type { EndpointContext, User } from 'latchkey/plugins';
import { PASSKEY_ERROR_CODES } from '../error-codes.js';
import { checkAssertion } from '../check-assertion.js';
import { spendChallenge } from '../passkey-challenge.js';
import { passkeyKey } from '../passkey-options.js';
import { endSignInAttempt, readSignInAttempt } from '../sign-in-attempt.js';
import { authenticationResponseInput } from '../webauthn-input.js';
import { passkeyRoutes } from '../routes.js';

/**
 * `POST /passkey/verify-authentication { response }`: signs in with a
 * passkey. The challenge must be the one this browser's attempt was given
 * (spent at once: a replayed assertion finds it gone), the origin and RP ID
 * must match, the signature must verify with the stored key, and the counter
 * must move forward. The session is issued like every other (bans and
 * challenges apply), as two factors when the authenticator verified the user
 * and `countsAsTwoFactors` is on. A refused assertion (unknown credential,
 * failed verification) reports `sign-in.failed` (`invalid-credentials`) once,
 * without a user: the credential a refused assertion names is not trusted.
 */
export const verifyAuthentication = defineEndpoint({
  ...passkeyRoutes.verifyAuthentication,
  body: lazySchema((z) => z.object({ response: authenticationResponseInput(z) })),
  meta: { authEntry: true },
  handler: async (ctx): Promise<{ token: string; user: User } | ChallengeAnswer> => {
    const attemptId = await readSignInAttempt(ctx);
    endSignInAttempt(ctx);
    if (!attemptId) throw AuthError.of(PASSKEY_ERROR_CODES, 'CHALLENGE_NOT_FOUND');
    const { response } = ctx.body;
    const challenge = await spendChallenge(ctx.auth, { purpose: 'passkey-authentication', clientDataJSON: response.response.clientDataJSON, owner: attemptId });
    const checked = await checkAssertion(ctx.auth, { response, challenge }).catch(async (error: unknown) => {
      if (error instanceof AuthError) await signInFailed(ctx);
      throw error;
    });
    const { row, userVerified } = checked;
    const user = await findUserById(ctx.auth, row.userId);
    if (!user) {
      await signInFailed(ctx);
      throw AuthError.of(PASSKEY_ERROR_CODES, 'AUTHENTICATION_FAILED');
    }
    const factors = userVerified && passkeyKey.options(ctx.auth).countsAsTwoFactors ? 2 : 1;
    const issued = await issueSession(ctx, { user, method: 'passkey', factors });
    if (issued.kind === 'challenge') return issued.challenge.data;
    if (!issued.token) throw AuthError.of(CORE_ERROR_CODES, 'FAILED_TO_CREATE_SESSION');
    return { token: issued.token, user: issued.user };
  },
});

/** One `sign-in.failed` for a refused assertion. */
function signInFailed(ctx: EndpointContext): Promise<void> {
  return emitEvent(ctx, { type: 'sign-in.failed', userId: null, method: 'passkey', detail: { reason: 'invalid-credentials' } });
}
