import { AuthError, consumeToken, storeToken } from 'latchkey/plugins';
import type { AuthContext } from 'latchkey/plugins';
import { PASSKEY_ERROR_CODES } from './error-codes.js';
import { loadWebAuthnHelpers } from './load-webauthn.js';
import { CHALLENGE_TTL_SECONDS } from './passkey-options.js';

/** A registration challenge belongs to a session; a sign-in challenge to a sign-in attempt. */
export type ChallengePurpose = 'passkey-registration' | 'passkey-authentication';

/**
 * Keeps a challenge server-side for 5 minutes, bound to its owner (a session
 * id, or a sign-in attempt id). Only its hash is stored.
 *
 * @example
 * await storeChallenge(ctx.auth, { purpose: 'passkey-registration', challenge: options.challenge, owner: session.id });
 */
export async function storeChallenge(auth: AuthContext, input: { purpose: ChallengePurpose; challenge: string; owner: string }): Promise<void> {
  await storeToken(auth, { purpose: input.purpose, token: input.challenge, value: input.owner, expiresIn: CHALLENGE_TTL_SECONDS });
}

/**
 * Spends the challenge a WebAuthn response answers, before anything else is
 * checked: its row is deleted atomically, so of several requests carrying the
 * same response (a replay) at most one goes on. Refuses a challenge that is
 * unknown, spent, expired or owned by someone else.
 *
 * @example
 * const challenge = await spendChallenge(ctx.auth, { purpose: 'passkey-registration', clientDataJSON, owner: session.id });
 */
export async function spendChallenge(
  auth: AuthContext,
  input: { purpose: ChallengePurpose; clientDataJSON: string; owner: string },
): Promise<string> {
  const challenge = challengeIn(input.clientDataJSON, await loadWebAuthnHelpers());
  if (!challenge) throw AuthError.of(PASSKEY_ERROR_CODES, 'CHALLENGE_NOT_FOUND');
  const spent = await consumeToken(auth, { purpose: input.purpose, token: challenge });
  if (!spent.ok) throw AuthError.of(PASSKEY_ERROR_CODES, spent.reason === 'expired' ? 'CHALLENGE_EXPIRED' : 'CHALLENGE_NOT_FOUND');
  if (spent.value !== input.owner) throw AuthError.of(PASSKEY_ERROR_CODES, 'CHALLENGE_NOT_FOUND');
  return challenge;
}

function challengeIn(clientDataJSON: string, helpers: Awaited<ReturnType<typeof loadWebAuthnHelpers>>): string | null {
  try {
    const challenge = helpers.decodeClientDataJSON(clientDataJSON).challenge;
    return typeof challenge === 'string' && challenge.length > 0 ? challenge : null;
  } catch {
    return null;
  }
}
