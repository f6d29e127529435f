import type { AuthContext } from 'latchkey/plugins';
import type { ResolvedJwtOptions } from './jwt-options.js';

/**
 * The options of the jwt plugin this instance runs. Endpoints and hooks are
 * plain values shared by every instance, so they read their configuration
 * from the instance's plugin list rather than from a closure.
 */
export function jwtOptionsOf(auth: AuthContext): ResolvedJwtOptions {
  const plugin = auth.plugins.find((candidate) => candidate.id === 'jwt');
  if (!plugin?.options) throw new Error('Latchkey jwt: the plugin is not registered on this instance.');
  return plugin.options as ResolvedJwtOptions;
}

/** The `iss` and `aud` the instance signs with and expects: the base URL's origin unless configured. */
export function claimsOf(auth: AuthContext): { issuer: string; audience: string | string[] } {
  const options = jwtOptionsOf(auth);
  const origin = new URL(auth.baseURL).origin;
  return { issuer: options.issuer ?? origin, audience: options.audience ?? origin };
}
