import type { AuthContext } from 'latchkey/plugins';
import { STANDARD_SCOPES, oidcProviderKey } from './oidc-provider-options.js';
import { offersOrganizations, ORGANIZATIONS_SCOPE } from './organization-claim.js';

/** Splits a `scope` parameter into its distinct names (RFC 6749 §3.3). */
export function parseScope(scope: string | undefined): string[] {
  return [...new Set((scope ?? '').split(' ').filter((name) => name.length > 0))];
}

/** Every scope this provider knows: the standard four, `organizations` with the organization plugin, and the app's. */
export function supportedScopes(auth: AuthContext): string[] {
  const appScopes = oidcProviderKey.options(auth).scopes;
  return [...STANDARD_SCOPES, ...(offersOrganizations(auth, appScopes) ? [ORGANIZATIONS_SCOPE] : []), ...Object.keys(appScopes)];
}

/** Whether every scope in `wanted` is in `allowed`. */
export function isSubset(wanted: readonly string[], allowed: readonly string[]): boolean {
  const set = new Set(allowed);
  return wanted.every((name) => set.has(name));
}
