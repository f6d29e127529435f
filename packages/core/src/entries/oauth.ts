// The OAuth 2.0 / OpenID Connect engine and the built-in providers.
export { createAuthorizationURL, type CreateAuthorizationURLInput } from '../oauth/create-authorization-url.js';
export { exchangeCode, type ExchangeCodeInput } from '../oauth/exchange-code.js';
export { refreshAccessToken, type RefreshAccessTokenInput } from '../oauth/refresh-access-token.js';
export { checkIssuerParameter, type CheckIssuerParameterInput } from '../oauth/check-issuer-parameter.js';
export {
  verifyIdToken,
  DEFAULT_ID_TOKEN_ALGORITHMS,
  type IdTokenFailure,
  type IdTokenVerification,
  type VerifyIdTokenInput,
} from '../oauth/verify-id-token.js';
export { fetchUserInfo, assertSameSubject, type FetchUserInfoInput } from '../oauth/fetch-user-info.js';
export { getUserInfo, type GetUserInfoInput, type UserInfoResult } from '../oauth/get-user-info.js';
export {
  generateState,
  generateCodeVerifier,
  createCodeChallenge,
  deriveNonce,
  OAUTH_STATE_LENGTH,
  CODE_VERIFIER_LENGTH,
} from '../oauth/generate-state.js';
export { parseTokenResponse } from '../oauth/parse-token-response.js';
export { createSafeFetch, createProviderFetch, assertSafeURL, type SafeFetchOptions, type LookupAll } from '../oauth/safe-fetch.js';
export { isPublicAddress } from '../oauth/is-public-address.js';
export { createJwksCache, type JwksCache, type JwksCacheOptions } from '../oauth/jwks-cache.js';
export { discoverOpenIdConfiguration, type OpenIdConfiguration } from '../oauth/discover-openid-configuration.js';
export { createOAuthProvider, type OAuthProviderDefinition } from '../oauth/create-oauth-provider.js';
export { fetchProfile } from '../oauth/fetch-profile.js';
export { fetchJson } from '../oauth/fetch-json.js';
export { mapOpenIdClaims, type OpenIdClaims } from '../oauth/openid-claims.js';
export { OAUTH_ERROR_CODES, type OAuthErrorCode } from '../oauth/oauth-error-codes.js';
export { socialProviders, type SocialProviderId, type SocialProviderOptions } from '../oauth/social-providers.js';
export {
  resolveSocialProviders,
  type ResolveSocialProvidersContext,
  type SocialProvidersConfig,
} from '../oauth/resolve-social-providers.js';
export { genericOIDC, type GenericOIDCOptions } from '../oauth/providers/generic-oidc.js';
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
} from '../oauth/types.js';
