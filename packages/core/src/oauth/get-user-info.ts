import { AuthError } from '../error/auth-error.js';
import { OAUTH_ERROR_CODES } from './oauth-error-codes.js';
import type { IdTokenClaims, OAuthProvider, OAuthUserInfo, ProfileTokens } from './types.js';
import { verifyIdToken } from './verify-id-token.js';

export interface GetUserInfoInput<Profile> {
  provider: OAuthProvider<Profile>;
  tokens: ProfileTokens;
  /**
   * The expected ID token nonce; after a redirect flow, `deriveNonce(record.codeVerifier)`.
   * Given for an OpenID provider, the tokens must hold an ID token to carry it.
   */
  nonce?: string;
  /** The callback's raw `user` field (Apple's first login). */
  callbackUser?: string;
}

export interface UserInfoResult<Profile> {
  user: OAuthUserInfo;
  /** The provider's own profile, for `account-info` and custom mapping. */
  profile: Profile;
  idTokenClaims?: IdTokenClaims;
}

const fail = (reason: string, extra: Record<string, unknown> = {}): AuthError =>
  AuthError.of(OAUTH_ERROR_CODES, 'FAILED_TO_GET_USER_INFO', { details: { reason, ...extra } });

function normalise(user: OAuthUserInfo): OAuthUserInfo {
  const rawId: unknown = user.id;
  const id = typeof rawId === 'number' || typeof rawId === 'bigint' ? String(rawId) : rawId;
  // The id keys the account row; without a stable one two people could share it.
  if (typeof id !== 'string' || id.trim() === '') throw fail('missing_id');
  const email = typeof user.email === 'string' && user.email.trim() !== '' ? user.email.trim() : null;
  const normalised: OAuthUserInfo = {
    id,
    email,
    emailVerified: email !== null && user.emailVerified === true,
    name: typeof user.name === 'string' ? user.name.trim() : '',
  };
  if (user.image !== undefined) normalised.image = typeof user.image === 'string' && user.image !== '' ? user.image : null;
  return normalised;
}

/**
 * Builds the user from whatever the provider offers: the ID token (verified here,
 * with the nonce when given), the UserInfo endpoint (whose `sub` must match) or
 * the provider's own API, then the profile mapping. With a nonce (an OpenID
 * provider's redirect flow) a token response without an ID token is refused.
 * Throws `FAILED_TO_GET_USER_INFO` with a `details.reason` when no trustworthy
 * profile with a stable id results.
 *
 * @example
 * const { user, profile } = await getUserInfo({ provider, tokens, nonce: deriveNonce(record.codeVerifier) });
 */
export async function getUserInfo<Profile>(input: GetUserInfoInput<Profile>): Promise<UserInfoResult<Profile>> {
  const { provider, tokens } = input;
  const metadata = await provider.metadata();
  // Without the ID token, UserInfo alone would be trusted: no nonce check ties the
  // answer to this flow and no `sub` check ties the access token to the user.
  if (provider.openid && input.nonce !== undefined && !tokens.idToken) throw fail('missing_id_token');
  let idTokenClaims: IdTokenClaims | undefined;
  if (tokens.idToken && metadata.endpoints.jwks && metadata.issuer?.length) {
    const verification = await verifyIdToken({ idToken: tokens.idToken, provider, nonce: input.nonce });
    if (!verification.valid) throw fail('invalid_id_token', { idToken: verification.reason });
    idTokenClaims = verification.claims;
  }
  const context = {
    tokens,
    endpoints: metadata.endpoints,
    fetch: provider.fetch,
    clientId: provider.clientIds[0] ?? '',
    ...(idTokenClaims ? { idTokenClaims } : {}),
    ...(input.callbackUser === undefined ? {} : { callbackUser: input.callbackUser }),
  };
  const profile = await provider.getProfile(context);
  if (profile === null || profile === undefined) throw fail('no_profile');
  const user = normalise(await provider.mapProfileToUser(profile));
  return idTokenClaims ? { user, profile, idTokenClaims } : { user, profile };
}
