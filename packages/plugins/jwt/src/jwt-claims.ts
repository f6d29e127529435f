import type { AuthContext } from 'latchkey/plugins';
import { jwtKey } from './jwt-options.js';

/** The `iss` and `aud` the instance signs with and expects: the base URL's origin unless configured. */
export function claimsOf(auth: AuthContext): { issuer: string; audience: string | string[] } {
  let claims = instanceClaims.get(auth);
  if (!claims) {
    const options = jwtKey.options(auth);
    const origin = new URL(auth.baseURL).origin;
    claims = { issuer: options.issuer ?? origin, audience: options.audience ?? origin };
    instanceClaims.set(auth, claims);
  }
  return claims;
}

// An instance's options and base URL are fixed once built: worked out once, not per token.
const instanceClaims = new WeakMap<AuthContext, { issuer: string; audience: string | string[] }>();
