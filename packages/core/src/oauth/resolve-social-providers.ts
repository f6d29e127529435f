import { genericOIDC, type GenericOIDCOptions } from './providers/generic-oidc.js';
import { socialProviders, type SocialProviderId, type SocialProviderOptions } from './social-providers.js';
import type { FetchLike, OAuthProvider } from './types.js';

/**
 * The `socialProviders` section of `createAuth`: options per built-in id, plus
 * generic OpenID providers and hand-written ones.
 *
 * @example
 * const config: SocialProvidersConfig = {
 *   github: { clientId, clientSecret },
 *   genericOIDC: [{ id: 'acme', discoveryURL: 'https://id.acme.com/.well-known/openid-configuration', clientId, clientSecret }],
 * };
 */
export type SocialProvidersConfig = { [Id in SocialProviderId]?: SocialProviderOptions<Id> } & {
  genericOIDC?: readonly GenericOIDCOptions[];
  /** Providers built with `createOAuthProvider`; an empty `redirectURI` gets the default. */
  custom?: readonly OAuthProvider[];
};

export interface ResolveSocialProvidersContext {
  /** The app's origin, e.g. `https://app.example.com`. */
  baseURL: string;
  /** Where the handler is mounted, e.g. `/api/auth` (or `''`). */
  basePath: string;
  /** Used by every provider that has no `fetch` of its own (tests, tracing). */
  fetch?: FetchLike;
}

type AnyFactory = (options: unknown) => OAuthProvider;

/**
 * Builds every configured provider, keyed by id. Redirect URIs default to
 * `${baseURL}${basePath}/callback/${id}`. Throws at start-up on a duplicate id,
 * so a generic provider cannot shadow a built-in one.
 *
 * @example
 * const providers = resolveSocialProviders({ google: { clientId, clientSecret } }, { baseURL, basePath: '/api/auth' });
 * providers.get('google')?.redirectURI; // 'https://app.example.com/api/auth/callback/google'
 */
export function resolveSocialProviders(
  config: SocialProvidersConfig,
  context: ResolveSocialProvidersContext,
): Map<string, OAuthProvider> {
  const root = `${context.baseURL.replace(/\/+$/, '')}${context.basePath.replace(/\/+$/, '')}`;
  const redirectURIFor = (id: string): string => `${root}/callback/${encodeURIComponent(id)}`;
  const withDefaults = <T extends { redirectURI?: string; fetch?: FetchLike }>(id: string, options: T): T => ({
    ...options,
    redirectURI: options.redirectURI ?? redirectURIFor(id),
    ...(options.fetch ?? context.fetch ? { fetch: options.fetch ?? context.fetch } : {}),
  });
  const providers = new Map<string, OAuthProvider>();
  const add = (provider: OAuthProvider): void => {
    if (providers.has(provider.id)) throw new Error(`Latchkey: two social providers use the id "${provider.id}".`);
    providers.set(provider.id, provider);
  };
  for (const id of Object.keys(socialProviders) as SocialProviderId[]) {
    const options = config[id];
    if (!options) continue;
    add((socialProviders[id] as AnyFactory)(withDefaults(id, options)));
  }
  for (const options of config.genericOIDC ?? []) add(genericOIDC(withDefaults(options.id, options)));
  for (const provider of config.custom ?? []) {
    add(provider.redirectURI ? provider : { ...provider, redirectURI: redirectURIFor(provider.id) });
  }
  return providers;
}
