// The OAuth 2.0 / OpenID Connect engine and the built-in providers.
export { createAuthorizationURL, type CreateAuthorizationURLInput } from './create-authorization-url.js';
export { exchangeCode, type ExchangeCodeInput } from './exchange-code.js';
export { refreshAccessToken, type RefreshAccessTokenInput } from './refresh-access-token.js';
export { checkIssuerParameter, type CheckIssuerParameterInput } from './check-issuer-parameter.js';
export {
  verifyIdToken,
  DEFAULT_ID_TOKEN_ALGORITHMS,
  type IdTokenFailure,
  type IdTokenVerification,
  type VerifyIdTokenInput,
} from './verify-id-token.js';
export { fetchUserInfo, assertSameSubject, type FetchUserInfoInput } from './fetch-user-info.js';
export { getUserInfo, type GetUserInfoInput, type UserInfoResult } from './get-user-info.js';
export {
  generateState,
  generateCodeVerifier,
  createCodeChallenge,
  deriveNonce,
  OAUTH_STATE_LENGTH,
  CODE_VERIFIER_LENGTH,
} from './generate-state.js';
export { parseTokenResponse } from './parse-token-response.js';
export { createSafeFetch, createProviderFetch, assertSafeURL, type SafeFetchOptions, type LookupAll } from './safe-fetch.js';
export { isPublicAddress } from './is-public-address.js';
export { createJwksCache, type JwksCache, type JwksCacheOptions } from './jwks-cache.js';
export { discoverOpenIdConfiguration, type OpenIdConfiguration } from './discover-openid-configuration.js';
export { createOAuthProvider, type OAuthProviderDefinition } from './create-oauth-provider.js';
export { fetchProfile } from './fetch-profile.js';
export { fetchJson } from './fetch-json.js';
export { mapOpenIdClaims, type OpenIdClaims } from './openid-claims.js';
export { OAUTH_ERROR_CODES, type OAuthErrorCode } from './oauth-error-codes.js';
export { socialProviders, type SocialProviderId, type SocialProviderOptions } from './social-providers.js';
export {
  resolveSocialProviders,
  type ResolveSocialProvidersContext,
  type SocialProvidersConfig,
} from './resolve-social-providers.js';
export { genericOIDC, type GenericOIDCOptions } from './providers/generic-oidc.js';
export type {
  ClientAuthentication,
  FetchLike,
  IdTokenClaims,
  OAuthEndpoints,
  OAuthMetadata,
  OAuthProvider,
  OAuthTokens,
  OAuthUserInfo,
  ProfileContext,
  ProfileTokens,
  ProviderFactory,
  ProviderOptions,
} from './types.js';
