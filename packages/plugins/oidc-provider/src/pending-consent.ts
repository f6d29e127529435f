import { generateRandomString, hashTokenSync, type AuthContext } from 'latchkey/plugins';
import type { AuthorizationGrant } from './authorization-grant.js';

/** How long the consent page may take before the user must start over (seconds). */
const CONSENT_SECONDS = 600;

const keyOf = (code: string): string => `oidc-consent:${hashTokenSync(code)}`;

/**
 * Remembers an authorization waiting for the user's consent, in secondary
 * storage, under a random code the consent page receives.
 *
 * @example
 * const consentCode = await storePendingConsent(ctx.auth, grant);
 */
export async function storePendingConsent(auth: AuthContext, grant: AuthorizationGrant): Promise<string> {
  const code = generateRandomString(32);
  await auth.storage.set(keyOf(code), JSON.stringify(grant), CONSENT_SECONDS);
  return code;
}

/** The pending authorization of a consent code, if it is the user's and still waiting. */
export async function readPendingConsent(auth: AuthContext, input: { code: string; userId: string }): Promise<AuthorizationGrant | null> {
  const stored = await auth.storage.get(keyOf(input.code));
  if (stored === null) return null;
  const grant = JSON.parse(stored) as AuthorizationGrant;
  return grant.userId === input.userId ? grant : null;
}

/**
 * Takes the pending authorization for an answer: of simultaneous answers
 * exactly one gets it (an atomic counter claims it), so one consent yields
 * at most one code.
 */
export async function claimPendingConsent(auth: AuthContext, input: { code: string; userId: string }): Promise<AuthorizationGrant | null> {
  const grant = await readPendingConsent(auth, input);
  if (!grant) return null;
  if ((await auth.storage.incr(`${keyOf(input.code)}:claimed`, CONSENT_SECONDS)).count !== 1) return null;
  await auth.storage.delete(keyOf(input.code));
  return grant;
}
