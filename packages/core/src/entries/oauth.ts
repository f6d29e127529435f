// latchkey/oauth: what an author of a provider, or of a route or plugin that runs
// an OAuth flow itself, needs. The rest of the engine stays internal.

// Providers: the built-in ones, the generic OpenID one, and the way to define another.
export { socialProviders } from '../oauth/social-providers.js';
export { genericOIDC, type GenericOIDCOptions } from '../oauth/providers/generic-oidc.js';
export { createOAuthProvider, type OAuthProviderDefinition } from '../oauth/create-oauth-provider.js';
export { fetchProfile } from '../oauth/fetch-profile.js';
export type {
  ClientAuthentication,
  FetchLike,
  IdTokenClaims,
  OAuthEndpoints,
  OAuthProvider,
  OAuthTokens,
  OAuthUserInfo,
  ProfileContext,
  ProfileTokens,
  ProviderOptions,
} from '../oauth/types.js';

// The flow, step by step (docs/social.md, "The engine").
export { generateState, generateCodeVerifier, deriveNonce } from '../oauth/generate-state.js';
export { createAuthorizationURL } from '../oauth/create-authorization-url.js';
export { checkIssuerParameter } from '../oauth/check-issuer-parameter.js';
export { exchangeCode } from '../oauth/exchange-code.js';
export { getUserInfo } from '../oauth/get-user-info.js';
export { verifyIdToken } from '../oauth/verify-id-token.js';
export { refreshAccessToken } from '../oauth/refresh-access-token.js';
export { OAUTH_ERROR_CODES, type OAuthErrorCode } from '../oauth/oauth-error-codes.js';

// The SSRF guard for URLs from configuration rather than code (discovery documents, webhook endpoints).
export { createSafeFetch, assertSafeURL } from '../oauth/safe-fetch.js';
export type { SafeFetchOptions, LookupAll } from '../oauth/safe-fetch.js';
