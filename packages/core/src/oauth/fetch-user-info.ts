import { AuthError } from '../error/auth-error.js';
import { fetchJson } from './fetch-json.js';
import { OAUTH_ERROR_CODES } from './oauth-error-codes.js';
import type { IdTokenClaims, OAuthProvider } from './types.js';

export interface FetchUserInfoInput {
  provider: OAuthProvider;
  accessToken: string;
  /** When given, the answer's `sub` must equal `idTokenClaims.sub` (OpenID Core §5.3.4). */
  idTokenClaims?: IdTokenClaims;
}

/**
 * Reads the OpenID UserInfo endpoint. A `sub` different from the ID token's is a
 * token substitution and throws `FAILED_TO_GET_USER_INFO` with reason `sub_mismatch`.
 *
 * @example
 * const claims = await fetchUserInfo({ provider, accessToken: tokens.accessToken, idTokenClaims });
 */
export async function fetchUserInfo(input: FetchUserInfoInput): Promise<Record<string, unknown>> {
  const { endpoints } = await input.provider.metadata();
  if (!endpoints.userInfo) {
    throw AuthError.of(OAUTH_ERROR_CODES, 'FAILED_TO_GET_USER_INFO', { details: { reason: 'no_userinfo_endpoint' } });
  }
  const body = await fetchJson<unknown>(endpoints.userInfo, {
    fetch: input.provider.fetch,
    accessToken: input.accessToken,
  });
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw AuthError.of(OAUTH_ERROR_CODES, 'FAILED_TO_GET_USER_INFO', { details: { reason: 'invalid_userinfo' } });
  }
  const claims = body as Record<string, unknown>;
  if (input.idTokenClaims) assertSameSubject(claims, input.idTokenClaims);
  return claims;
}

/**
 * Throws `FAILED_TO_GET_USER_INFO` (reason `sub_mismatch`) unless a UserInfo
 * answer describes the same subject as the ID token.
 *
 * @example
 * assertSameSubject(userInfo, idTokenClaims);
 */
export function assertSameSubject(userInfo: Readonly<Record<string, unknown>>, idTokenClaims: IdTokenClaims): void {
  if (userInfo.sub !== idTokenClaims.sub) {
    throw AuthError.of(OAUTH_ERROR_CODES, 'FAILED_TO_GET_USER_INFO', { details: { reason: 'sub_mismatch' } });
  }
}
