import { AuthError } from '../error/auth-error.js';
import { OAUTH_ERROR_CODES } from './oauth-error-codes.js';
import { requestTokens } from './token-request.js';
import type { OAuthProvider, OAuthTokens } from './types.js';

export interface RefreshAccessTokenInput {
  provider: OAuthProvider;
  refreshToken: string;
}

/**
 * Gets a new access token with a refresh token (RFC 6749 §6). When the provider
 * does not rotate refresh tokens the old one is returned, so callers can always
 * store `tokens.refreshToken`.
 *
 * @example
 * const tokens = await refreshAccessToken({ provider, refreshToken: account.refreshToken });
 */
export async function refreshAccessToken(input: RefreshAccessTokenInput): Promise<OAuthTokens> {
  const { provider } = input;
  if (!provider.supportsRefresh) throw AuthError.of(OAUTH_ERROR_CODES, 'OAUTH_REFRESH_NOT_SUPPORTED');
  const metadata = await provider.metadata();
  const tokens = await requestTokens({
    provider,
    url: metadata.endpoints.refresh ?? metadata.endpoints.token,
    params: { grant_type: 'refresh_token', refresh_token: input.refreshToken },
    clientAuthentication: metadata.clientAuthentication ?? provider.clientAuthentication,
    requestedScopes: provider.scopes,
  });
  return tokens.refreshToken ? tokens : { ...tokens, refreshToken: input.refreshToken };
}
