import { AuthError } from '../error/auth-error.js';
import { OAUTH_ERROR_CODES } from './oauth-error-codes.js';
import type { ProfileTokens } from './types.js';

/**
 * The access token a profile call needs. ID-token-only sign-in to a provider
 * whose profile lives behind its API has none, which is a failed profile.
 *
 * @example
 * const accessToken = requireAccessToken(context.tokens);
 */
export function requireAccessToken(tokens: ProfileTokens): string {
  if (!tokens.accessToken) {
    throw AuthError.of(OAUTH_ERROR_CODES, 'FAILED_TO_GET_USER_INFO', { details: { reason: 'no_access_token' } });
  }
  return tokens.accessToken;
}
