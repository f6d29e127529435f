import { createLocalJWKSet, decodeJwt, jwtVerify } from 'jose';
import type { AuthContext } from 'latchkey/plugins';
import type { StoredClient } from './client-record.js';
import { issuerOf } from './issuer-of.js';

/** The assertion type of RFC 7523 §2.2. */
export const JWT_BEARER_ASSERTION = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';
/** Asymmetric algorithms only: a `private_key_jwt` client holds a private key, never a shared secret. */
export const CLIENT_ASSERTION_ALGORITHMS = ['EdDSA', 'ES256', 'ES384', 'RS256', 'PS256'] as const;
// An assertion is for one request: it may not claim to live longer than this.
const MAX_ASSERTION_SECONDS = 300;

/** The client an assertion names (`sub`, which must equal `iss`), read before verifying it. */
export function assertionClientId(assertion: string): string | null {
  try {
    const { iss, sub } = decodeJwt(assertion);
    return typeof sub === 'string' && sub === iss ? sub : null;
  } catch {
    return null;
  }
}

/**
 * Verifies a `private_key_jwt` client assertion (RFC 7523, OpenID Connect
 * Core §9): signed by one of the client's registered keys with an asymmetric
 * algorithm, `iss` and `sub` the client, `aud` the issuer or the endpoint
 * being called, unexpired and living at most five minutes, with a `jti`
 * accepted once (remembered in secondary storage until it expires).
 *
 * @example
 * if (!(await verifyClientAssertion(ctx.auth, { client, assertion, endpoint }))) return fail();
 */
export async function verifyClientAssertion(auth: AuthContext, input: { client: StoredClient; assertion: string; endpoint: string }): Promise<boolean> {
  if (!input.client.jwks) return false;
  const issuer = issuerOf(auth);
  try {
    const { payload } = await jwtVerify(input.assertion, createLocalJWKSet(input.client.jwks), {
      issuer: input.client.clientId,
      subject: input.client.clientId,
      audience: [issuer, `${issuer}${input.endpoint}`],
      algorithms: [...CLIENT_ASSERTION_ALGORITHMS],
      requiredClaims: ['exp', 'jti'],
    });
    const now = Math.floor(Date.now() / 1000);
    const exp = payload.exp ?? 0;
    if (exp - now > MAX_ASSERTION_SECONDS || typeof payload.jti !== 'string' || payload.jti.length > 256) return false;
    const seen = await auth.storage.incr(`oidc-assertion:${input.client.clientId}:${payload.jti}`, Math.max(exp - now, 1) + 60);
    return seen.count === 1;
  } catch {
    return false;
  }
}
