import type { AuthContext } from 'latchkey/plugins';
import type { ResolvedJwtOptions } from './jwt-options.js';

/**
 * The options of the jwt plugin this instance runs. Endpoints and hooks are
 * plain values shared by every instance, so they read their configuration
 * from the instance's plugin list rather than from a closure.
 */
export function jwtOptionsOf(auth: AuthContext): ResolvedJwtOptions {
  let options = instanceOptions.get(auth);
  if (!options) {
    const plugin = auth.plugins.find((candidate) => candidate.id === 'jwt');
    if (!plugin?.options) throw new Error('Latchkey jwt: the plugin is not registered on this instance.');
    options = plugin.options as ResolvedJwtOptions;
    instanceOptions.set(auth, options);
  }
  return options;
}

// Read on every get-session: found once per instance rather than searched for in the plugin list.
const instanceOptions = new WeakMap<AuthContext, ResolvedJwtOptions>();

/** The `iss` and `aud` the instance signs with and expects: the base URL's origin unless configured. */
export function claimsOf(auth: AuthContext): { issuer: string; audience: string | string[] } {
  let claims = instanceClaims.get(auth);
  if (!claims) {
    const options = jwtOptionsOf(auth);
    const origin = new URL(auth.baseURL).origin;
    claims = { issuer: options.issuer ?? origin, audience: options.audience ?? origin };
    instanceClaims.set(auth, claims);
  }
  return claims;
}

// An instance's options and base URL are fixed once built: worked out once, not per token.
const instanceClaims = new WeakMap<AuthContext, { issuer: string; audience: string | string[] }>();
