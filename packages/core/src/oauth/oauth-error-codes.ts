import { defineErrorCodes } from '../error/auth-error.js';

/**
 * Errors the OAuth engine throws. The callback route turns them into its redirect
 * codes (`invalid_code`, `unable_to_get_user_info`); API routes answer with them.
 *
 * @example
 * const { status, message } = OAUTH_ERROR_CODES.OAUTH_TOKEN_REQUEST_FAILED; // 'BAD_REQUEST', 'The provider refused the token request'
 */
export const OAUTH_ERROR_CODES = defineErrorCodes({
  OAUTH_TOKEN_REQUEST_FAILED: { status: 'BAD_REQUEST', message: 'The provider refused the token request' },
  OAUTH_INVALID_TOKEN_RESPONSE: { status: 'BAD_REQUEST', message: 'The provider sent an invalid token response' },
  OAUTH_REFRESH_NOT_SUPPORTED: { status: 'BAD_REQUEST', message: 'The provider does not support refresh tokens' },
  OAUTH_ISSUER_MISMATCH: { status: 'BAD_REQUEST', message: 'The authorization response came from another issuer' },
  OAUTH_UNSAFE_URL: { status: 'BAD_REQUEST', message: 'Refusing to contact this URL' },
  OAUTH_REQUEST_FAILED: { status: 'SERVICE_UNAVAILABLE', message: 'The provider could not be reached' },
  OAUTH_DISCOVERY_FAILED: { status: 'SERVICE_UNAVAILABLE', message: 'OpenID discovery failed' },
  FAILED_TO_GET_USER_INFO: { status: 'UNAUTHORIZED', message: 'Failed to get user info' },
});

/** A code of `OAUTH_ERROR_CODES`, as an `AuthError` thrown by the engine carries it. */
export type OAuthErrorCode = keyof typeof OAUTH_ERROR_CODES;
