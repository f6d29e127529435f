import { AuthError } from '../error/auth-error.js';
import { CORE_ERROR_CODES } from '../error/core-error-codes.js';
import { getUserInfo } from '../oauth/get-user-info.js';
import type { OAuthProvider, OAuthUserInfo, ProfileTokens } from '../oauth/types.js';
import { verifyIdToken } from '../oauth/verify-id-token.js';

/** An ID token a client already holds (a native SDK, One Tap), as the routes accept it. */
export interface PostedIdToken {
  token: string;
  nonce?: string | undefined;
  accessToken?: string | undefined;
  refreshToken?: string | undefined;
  /** Access token expiry, in milliseconds since the epoch. */
  expiresAt?: number | undefined;
  scopes?: readonly string[] | undefined;
}

/**
 * Verifies a posted ID token (signature against the provider's JWKS, an
 * asymmetric algorithm, `iss`, `aud`, `exp`, `iat` and the nonce when given) and
 * builds the user from it. Answers 404 ID_TOKEN_NOT_SUPPORTED for providers
 * without ID-token sign-in, 401 INVALID_TOKEN for any refused token and 401
 * USER_EMAIL_NOT_FOUND without an email. A posted access token only adds UserInfo
 * claims, whose `sub` must match the token's.
 */
export async function userFromIdToken(
  provider: OAuthProvider,
  idToken: PostedIdToken,
): Promise<{ userInfo: OAuthUserInfo & { email: string }; tokens: ProfileTokens }> {
  if (!provider.idTokenSignIn) throw AuthError.of(CORE_ERROR_CODES, 'ID_TOKEN_NOT_SUPPORTED');
  const nonce = idToken.nonce === undefined ? {} : { nonce: idToken.nonce };
  const verification = await verifyIdToken({ idToken: idToken.token, provider, ...nonce });
  // The spec answers an unusable ID token with 401, unlike the 400 of an invalid email link.
  if (!verification.valid) throw new AuthError('UNAUTHORIZED', 'INVALID_TOKEN', { message: 'Invalid token', details: { reason: verification.reason } });
  const tokens: ProfileTokens = {
    idToken: idToken.token,
    ...(idToken.accessToken ? { accessToken: idToken.accessToken } : {}),
    ...(idToken.refreshToken ? { refreshToken: idToken.refreshToken } : {}),
    ...(idToken.expiresAt ? { accessTokenExpiresAt: new Date(idToken.expiresAt) } : {}),
    ...(idToken.scopes ? { scopes: [...idToken.scopes] } : {}),
  };
  let userInfo: OAuthUserInfo;
  try {
    userInfo = (await getUserInfo({ provider, tokens, ...nonce })).user;
  } catch (error) {
    throw AuthError.of(CORE_ERROR_CODES, 'FAILED_TO_GET_USER_INFO', { cause: error });
  }
  if (!userInfo.email) throw AuthError.of(CORE_ERROR_CODES, 'USER_EMAIL_NOT_FOUND');
  return { userInfo: { ...userInfo, email: userInfo.email.toLowerCase() }, tokens };
}
