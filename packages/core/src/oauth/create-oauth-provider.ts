import { fetchUserInfo } from './fetch-user-info.js';
import { createProviderFetch } from './safe-fetch.js';
import type {
  ClientAuthentication,
  OAuthEndpoints,
  OAuthMetadata,
  OAuthProvider,
  OAuthUserInfo,
  ProfileContext,
  ProviderOptions,
} from './types.js';
import { DEFAULT_ID_TOKEN_ALGORITHMS } from './verify-id-token.js';

/**
 * What a provider file declares. Only `id`, `name`, `endpoints`, `scopes` and
 * `mapProfile` are required; the rest describes the provider's quirks.
 */
export interface OAuthProviderDefinition<Profile> {
  id: string;
  name: string;
  endpoints: OAuthEndpoints;
  /** Set for OpenID providers; enables ID token verification with `endpoints.jwks`. */
  issuer?: string | readonly string[];
  scopes: readonly string[];
  scopeSeparator?: string;
  /** Defaults to `client_secret_basic`, the RFC 6749 default. */
  clientAuthentication?: ClientAuthentication;
  clientIdParameter?: string;
  tokenRequestFormat?: 'form' | 'json';
  /** Defaults to true. */
  pkce?: boolean;
  /** Sends a nonce. Defaults to true when an issuer is set. */
  openid?: boolean;
  responseMode?: 'query' | 'form_post';
  authorizationParams?: Readonly<Record<string, string>>;
  /** Defaults to true. */
  supportsRefresh?: boolean;
  /** Defaults to true when the provider has an issuer and a JWKS. */
  idTokenSignIn?: boolean;
  idTokenAlgorithms?: readonly string[];
  /** For providers whose endpoints are discovered; the default returns the static ones. */
  metadata?: () => Promise<OAuthMetadata>;
  /** Defaults to the ID token claims merged with the UserInfo answer. */
  getProfile?: (context: ProfileContext) => Promise<Profile | null>;
  mapProfile: (profile: Profile) => OAuthUserInfo;
}

function withoutUndefined<T extends object>(value: Partial<T> | undefined): Partial<T> {
  return Object.fromEntries(Object.entries(value ?? {}).filter(([, v]) => v !== undefined)) as Partial<T>;
}

function resolveScopes(defaults: readonly string[], options: ProviderOptions<unknown>): string[] {
  const extra = options.scopes ?? [];
  return [...new Set(options.disableDefaultScopes ? extra : [...defaults, ...extra])];
}

function authorizationParams<P>(definition: OAuthProviderDefinition<P>, options: ProviderOptions<P>): Record<string, string> {
  const params: Record<string, string> = { ...definition.authorizationParams };
  if (options.prompt) params.prompt = options.prompt;
  if (options.accessType) params.access_type = options.accessType;
  return params;
}

/**
 * Turns a provider definition and the user's options into an `OAuthProvider`:
 * endpoint and scope overrides, several client ids, a custom profile mapping
 * merged over the built-in one.
 *
 * @example
 * export function acme(options: ProviderOptions<AcmeProfile>): OAuthProvider<AcmeProfile> {
 *   return createOAuthProvider({
 *     id: 'acme', name: 'Acme', scopes: ['profile'],
 *     endpoints: { authorization: 'https://acme.test/authorize', token: 'https://acme.test/token', userInfo: 'https://acme.test/me' },
 *     mapProfile: (p) => ({ id: p.id, email: p.email, emailVerified: false, name: p.name }),
 *   }, options);
 * }
 */
export function createOAuthProvider<Profile>(
  definition: OAuthProviderDefinition<Profile>,
  options: ProviderOptions<Profile>,
): OAuthProvider<Profile> {
  const clientIds = typeof options.clientId === 'string' ? [options.clientId] : [...options.clientId];
  if (clientIds.length === 0 || clientIds.some((id) => id === '')) {
    throw new Error(`Latchkey: the ${definition.name} provider needs a clientId.`);
  }
  const endpoints: OAuthEndpoints = { ...definition.endpoints, ...withoutUndefined(options.endpoints) };
  const issuerOption = options.issuer ?? definition.issuer;
  const issuer = issuerOption === undefined ? undefined : typeof issuerOption === 'string' ? [issuerOption] : [...issuerOption];
  const staticMetadata: OAuthMetadata = issuer ? { endpoints, issuer } : { endpoints };
  const openid = definition.openid ?? issuer !== undefined;
  const provider: OAuthProvider<Profile> = {
    id: definition.id,
    name: definition.name,
    clientIds,
    ...(options.clientSecret === undefined ? {} : { clientSecret: options.clientSecret }),
    redirectURI: options.redirectURI ?? '',
    scopes: resolveScopes(definition.scopes, options as ProviderOptions<unknown>),
    scopeSeparator: definition.scopeSeparator ?? ' ',
    clientAuthentication: options.clientAuthentication ?? definition.clientAuthentication ?? 'client_secret_basic',
    clientIdParameter: definition.clientIdParameter ?? 'client_id',
    tokenRequestFormat: definition.tokenRequestFormat ?? 'form',
    pkce: definition.pkce ?? true,
    openid,
    ...(definition.responseMode ? { responseMode: definition.responseMode } : {}),
    authorizationParams: authorizationParams(definition, options),
    supportsRefresh: definition.supportsRefresh ?? true,
    idTokenSignIn:
      options.disableIdTokenSignIn !== true && (definition.idTokenSignIn ?? (issuer !== undefined && endpoints.jwks !== undefined)),
    disableSignUp: options.disableSignUp === true,
    idTokenAlgorithms: definition.idTokenAlgorithms ?? DEFAULT_ID_TOKEN_ALGORITHMS,
    fetch: createProviderFetch(options.fetch ? { fetch: options.fetch } : {}),
    metadata: definition.metadata ?? (() => Promise.resolve(staticMetadata)),
    getProfile: (context) => (definition.getProfile ?? openIdProfile)(context),
    async mapProfileToUser(profile) {
      const base = definition.mapProfile(profile);
      return options.mapProfileToUser ? { ...base, ...(await options.mapProfileToUser(profile)) } : base;
    },
  };
  async function openIdProfile(context: ProfileContext): Promise<Profile | null> {
    const { idTokenClaims, tokens } = context;
    if (!context.endpoints.userInfo || !tokens.accessToken) return (idTokenClaims ?? null) as Profile | null;
    const userInfo = await fetchUserInfo({
      provider: provider as OAuthProvider,
      accessToken: tokens.accessToken,
      ...(idTokenClaims ? { idTokenClaims } : {}),
    });
    // Signed claims win over the plain JSON answer.
    return { ...userInfo, ...idTokenClaims } as Profile;
  }
  return provider;
}
