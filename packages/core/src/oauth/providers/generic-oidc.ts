import { createOAuthProvider } from '../create-oauth-provider.js';
import { discoverOpenIdConfiguration, discoveryURLOf, type OpenIdConfiguration } from '../discover-openid-configuration.js';
import { mapOpenIdClaims, type OpenIdClaims } from '../openid-claims.js';
import { createSafeFetch } from '../safe-fetch.js';
import type { ClientAuthentication, OAuthMetadata, OAuthProvider, ProviderOptions } from '../types.js';

/** Options of `genericOIDC`: an OpenID provider found by discovery from its issuer, or given its endpoints. */
export interface GenericOIDCOptions extends ProviderOptions<OpenIdClaims> {
  /** The provider id in routes: `/sign-in/social` with `provider: id`, `/callback/${id}`. */
  id: string;
  name?: string;
  /** Defaults to `${issuer}/.well-known/openid-configuration`. */
  discoveryURL?: string;
  issuer?: string;
  /** Defaults to true. */
  pkce?: boolean;
  /** Lets the provider live on loopback or a private network, over http too. Off by default. */
  allowPrivateNetwork?: boolean;
  /** How long a discovery document is reused. Defaults to one hour. */
  discoveryCacheMs?: number;
}

function pickClientAuthentication(config: OpenIdConfiguration): ClientAuthentication {
  const supported = config.token_endpoint_auth_methods_supported;
  // OpenID Discovery: an absent list means client_secret_basic.
  if (!supported || supported.includes('client_secret_basic')) return 'client_secret_basic';
  return supported.includes('client_secret_post') ? 'client_secret_post' : 'client_secret_basic';
}

function toMetadata(config: OpenIdConfiguration, options: GenericOIDCOptions): OAuthMetadata {
  const endpoints = {
    authorization: config.authorization_endpoint,
    token: config.token_endpoint,
    ...(config.userinfo_endpoint ? { userInfo: config.userinfo_endpoint } : {}),
    ...(config.jwks_uri ? { jwks: config.jwks_uri } : {}),
    ...Object.fromEntries(Object.entries(options.endpoints ?? {}).filter(([, v]) => v !== undefined)),
  };
  return {
    endpoints,
    issuer: [config.issuer],
    issuerParameterRequired: config.authorization_response_iss_parameter_supported === true,
    clientAuthentication: options.clientAuthentication ?? pickClientAuthentication(config),
  };
}

/**
 * Any OpenID Connect provider, configured from its discovery document (fetched
 * through the safe fetch and cached) or from an issuer plus explicit endpoints.
 *
 * @example
 * genericOIDC({ id: 'acme', discoveryURL: 'https://id.acme.com/.well-known/openid-configuration', clientId, clientSecret });
 */
export function genericOIDC(options: GenericOIDCOptions): OAuthProvider<OpenIdClaims> {
  const fetch = createSafeFetch({
    allowPrivateNetwork: options.allowPrivateNetwork === true,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const explicit = options.endpoints?.authorization && options.endpoints.token && options.issuer && !options.discoveryURL;
  const discoveryURL = options.discoveryURL ?? (options.issuer ? discoveryURLOf(options.issuer) : undefined);
  if (!explicit && !discoveryURL) throw new Error(`Latchkey: the ${options.id} provider needs a discoveryURL or an issuer.`);
  const ttl = options.discoveryCacheMs ?? 60 * 60_000;
  let cached: { at: number; value: Promise<OAuthMetadata> } | undefined;
  const metadata = (): Promise<OAuthMetadata> => {
    if (cached && Date.now() - cached.at < ttl) return cached.value;
    const value = discoverOpenIdConfiguration(discoveryURL ?? '', {
      fetch,
      ...(options.issuer ? { expectedIssuer: options.issuer } : {}),
    }).then((config) => toMetadata(config, options));
    const entry = { at: Date.now(), value };
    cached = entry;
    value.catch(() => {
      if (cached === entry) cached = undefined;
    });
    return value;
  };
  const { id, name, pkce, ...rest } = options;
  return createOAuthProvider<OpenIdClaims>(
    {
      id,
      name: name ?? id,
      endpoints: { authorization: options.endpoints?.authorization ?? '', token: options.endpoints?.token ?? '' },
      ...(options.issuer ? { issuer: options.issuer } : {}),
      openid: true,
      scopes: ['openid', 'profile', 'email'],
      pkce: pkce ?? true,
      // Discovered providers are OpenID by definition; their JWKS arrives with the document.
      ...(explicit ? {} : { metadata, idTokenSignIn: true }),
      mapProfile: mapOpenIdClaims,
    },
    { ...rest, fetch },
  );
}
