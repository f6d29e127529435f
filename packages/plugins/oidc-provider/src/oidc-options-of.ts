import type { AuthContext } from 'latchkey/plugins';
import type { ResolvedOidcProviderOptions } from './oidc-provider-options.js';

/**
 * The options of the provider plugin this instance runs. Endpoints are plain
 * values shared by every instance, so they read their configuration from the
 * instance's plugin list rather than from a closure.
 */
export function oidcOptionsOf(auth: AuthContext): ResolvedOidcProviderOptions {
  const plugin = auth.plugins.find((candidate) => candidate.id === 'oidc-provider');
  if (!plugin?.options) throw new Error('Latchkey oidc-provider: the plugin is not registered on this instance.');
  return plugin.options as ResolvedOidcProviderOptions;
}

/**
 * The issuer: the URL Latchkey is mounted at (`https://app.example.com/api/auth`).
 * Discovery lives below it, so a relying party finds everything from this one value.
 *
 * @example
 * issuerOf(ctx.auth); // 'https://app.example.com/api/auth'
 */
export function issuerOf(auth: AuthContext): string {
  return `${new URL(auth.baseURL).origin}${auth.basePath === '/' ? '' : auth.basePath}`;
}
