import type { JWTPayload } from 'jose';

/** The subset of `fetch` the engine needs; inject one to log, mock or restrict requests. */
export type FetchLike = (input: string | URL, init?: RequestInit) => Promise<Response>;

/** How the client proves its identity at the token endpoint (RFC 6749 §2.3.1). */
export type ClientAuthentication = 'client_secret_basic' | 'client_secret_post';

/**
 * A provider's URLs. Named extras (GitHub's `emails`, Twitter's `email`) sit next to
 * the standard ones so every URL a provider calls can be overridden, e.g. in tests.
 */
export interface OAuthEndpoints {
  authorization: string;
  token: string;
  /** Where `grant_type=refresh_token` goes when it differs from `token`. */
  refresh?: string;
  userInfo?: string;
  jwks?: string;
  readonly [extra: string]: string | undefined;
}

/** Endpoints plus the issuer, after discovery for the generic provider. */
export interface OAuthMetadata {
  endpoints: OAuthEndpoints;
  /**
   * Accepted `iss` values. `{tenantid}` stands for the token's `tid` claim
   * (multi-tenant Microsoft). Undefined when the provider is not OpenID.
   */
  issuer?: readonly string[];
  /** The provider announced RFC 9207, so a callback without `iss` is refused. */
  issuerParameterRequired?: boolean;
  clientAuthentication?: ClientAuthentication;
}

/** Tokens from a token endpoint, normalised. `raw` keeps provider extras (Notion's `owner`). */
export interface OAuthTokens {
  accessToken: string;
  refreshToken?: string;
  idToken?: string;
  accessTokenExpiresAt?: Date;
  refreshTokenExpiresAt?: Date;
  scopes: string[];
  tokenType?: string;
  raw: Readonly<Record<string, unknown>>;
}

/** What a provider profile becomes before it touches the user table. */
export interface OAuthUserInfo {
  /** The provider's stable account id; never an email or a display name. */
  id: string;
  email: string | null;
  emailVerified: boolean;
  name: string;
  image?: string | null;
}

/** Verified ID token claims. */
export type IdTokenClaims = JWTPayload & { sub: string; iss: string };

/**
 * The tokens a profile is built from: a full code-exchange answer, or just the
 * ID token (and maybe an access token) a client posted for ID-token sign-in.
 */
export type ProfileTokens = Partial<OAuthTokens> & { raw?: Readonly<Record<string, unknown>> };

/** Everything a provider may need to build its profile after the code exchange. */
export interface ProfileContext {
  tokens: ProfileTokens;
  /** Verified claims when the token response (or the caller) carried an ID token. */
  idTokenClaims?: IdTokenClaims;
  endpoints: OAuthEndpoints;
  fetch: FetchLike;
  /** Apple sends the name once, as JSON in the callback's `user` field. Untrusted. */
  callbackUser?: string;
  clientId: string;
}

/** Per-request authorization parameters a provider may add (`prompt`, `access_type`). */
export type AuthorizationParams = Readonly<Record<string, string>>;

/**
 * A ready-to-use provider: data plus two hooks. The engine functions
 * (`createAuthorizationURL`, `exchangeCode`, `verifyIdToken`, `getUserInfo`) take it
 * as their `provider` argument.
 */
export interface OAuthProvider<Profile = unknown> {
  readonly id: string;
  readonly name: string;
  /** The first is sent when authorizing; all are accepted as ID token audiences. */
  readonly clientIds: readonly string[];
  readonly clientSecret?: string;
  readonly redirectURI: string;
  readonly scopes: readonly string[];
  /** Joins scopes in the authorization URL; a few providers want `,`. */
  readonly scopeSeparator: string;
  readonly clientAuthentication: ClientAuthentication;
  /** The authorization and token parameter carrying the client id (TikTok: `client_key`). */
  readonly clientIdParameter: string;
  readonly tokenRequestFormat: 'form' | 'json';
  readonly pkce: boolean;
  /** Sends a nonce and expects an ID token. */
  readonly openid: boolean;
  readonly responseMode?: 'query' | 'form_post';
  readonly authorizationParams: AuthorizationParams;
  readonly supportsRefresh: boolean;
  /** An ID token from the client (POST /sign-in/social with `idToken`) can sign in. */
  readonly idTokenSignIn: boolean;
  readonly disableSignUp: boolean;
  readonly idTokenAlgorithms: readonly string[];
  readonly fetch: FetchLike;
  metadata(): Promise<OAuthMetadata>;
  getProfile(context: ProfileContext): Promise<Profile | null>;
  mapProfileToUser(profile: Profile): OAuthUserInfo | Promise<OAuthUserInfo>;
}

/** Options every built-in provider accepts. */
export interface ProviderOptions<Profile> {
  clientId: string | readonly string[];
  clientSecret?: string;
  /** Defaults to `${baseURL}${basePath}/callback/${id}` when resolved from `socialProviders`. */
  redirectURI?: string;
  /** Added to the default scopes, or replacing them with `disableDefaultScopes`. */
  scopes?: readonly string[];
  disableDefaultScopes?: boolean;
  endpoints?: Partial<OAuthEndpoints>;
  /** Overrides the accepted ID token issuer(s), e.g. for a test or sovereign cloud. */
  issuer?: string | readonly string[];
  /** Runs after the built-in mapping; what it returns wins. */
  mapProfileToUser?: (profile: Profile) => Partial<OAuthUserInfo> | Promise<Partial<OAuthUserInfo>>;
  disableIdTokenSignIn?: boolean;
  disableSignUp?: boolean;
  prompt?: string;
  accessType?: 'online' | 'offline';
  clientAuthentication?: ClientAuthentication;
  fetch?: FetchLike;
}

/** A function that builds a provider from its options. */
export type ProviderFactory<Options, Profile = unknown> = (options: Options) => OAuthProvider<Profile>;
