import { SignJWT } from 'jose';
import { findUserById, generateRandomString, hashTokenSync, type AuthContext } from 'latchkey/plugins';
import type { StoredClient } from './client-record.js';
import { oidcProviderKey } from './oidc-provider-options.js';
import { issuerOf } from './issuer-of.js';
import { providerSigningKey } from './signing-keys.js';
import { userClaims } from './user-claims.js';

/** The token endpoint's success answer (RFC 6749 §5.1, OpenID Connect Core §3.1.3.3). */
export interface TokenAnswer {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  scope: string;
  id_token?: string;
  refresh_token?: string;
}

/** What tokens are issued for: one authorization and its family. */
export interface TokenGrant {
  client: StoredClient;
  userId: string;
  /** The browser session the grant was made in; empty for a grant made without one (the device flow). */
  sessionId: string;
  scope: string[];
  resource: string | undefined;
  authTime: Date;
  nonce: string | undefined;
  familyId: string;
}

const epoch = (ms: number): number => Math.floor(ms / 1000);

/** The audience an access token is for: the resource asked for, else the configured default, else the issuer. */
export function audienceOf(auth: AuthContext, resource: string | null | undefined): string {
  return resource ?? oidcProviderKey.options(auth).defaultAudience ?? issuerOf(auth);
}

/**
 * Issues the tokens of a grant: a JWT access token (RFC 9068, `typ: at+jwt`)
 * for the resource's audience; with `openid`, an ID token for the client;
 * and a refresh token (only its hash is stored): with `offline_access` it
 * outlives the session, without it it ends with the session it was issued in
 * (a grant without a session gets none then); a client not registered for
 * the `refresh_token` grant gets none at all. Every
 * token gets a row of the grant's family, so it can be introspected and
 * revoked. Answers null when the user no longer exists.
 *
 * @example
 * const answer = await issueTokens(ctx.auth, grant);
 */
export async function issueTokens(auth: AuthContext, grant: TokenGrant): Promise<TokenAnswer | null> {
  const user = await findUserById(auth, grant.userId);
  if (!user) return null;
  const options = oidcProviderKey.options(auth);
  const key = await providerSigningKey(auth);
  const issuer = issuerOf(auth);
  const now = Date.now();
  const scope = grant.scope.join(' ');
  const row = { clientId: grant.client.clientId, userId: user.id, familyId: grant.familyId, sessionId: grant.sessionId, scope, resource: grant.resource ?? null, authTime: grant.authTime, usedAt: null, revokedAt: null, createdAt: new Date(now) };
  const accessId = auth.generateId();
  const refreshable = grant.client.grantTypes.includes('refresh_token') && (grant.scope.includes('offline_access') || grant.sessionId !== '');
  const refreshToken = refreshable ? generateRandomString(48) : undefined;
  await auth.db.transaction(async (db) => {
    await db.create({ model: 'oauthToken', data: { ...row, id: accessId, kind: 'access', tokenHash: null, expiresAt: new Date(now + options.accessTokenExpiresIn * 1000) } });
    if (refreshToken === undefined) return;
    const expiresAt = new Date(now + options.refreshTokenExpiresIn * 1000);
    await db.create({ model: 'oauthToken', data: { ...row, id: auth.generateId(), kind: 'refresh', tokenHash: hashTokenSync(refreshToken), expiresAt } });
  });
  const accessToken = await new SignJWT({ client_id: grant.client.clientId, scope, auth_time: epoch(grant.authTime.getTime()) })
    .setProtectedHeader({ alg: key.alg, kid: key.kid, typ: 'at+jwt' })
    .setIssuer(issuer)
    .setSubject(user.id)
    .setAudience(audienceOf(auth, grant.resource))
    .setIssuedAt(epoch(now))
    .setExpirationTime(epoch(now) + options.accessTokenExpiresIn)
    .setJti(accessId)
    .sign(key.key);
  const answer: TokenAnswer = { access_token: accessToken, token_type: 'Bearer', expires_in: options.accessTokenExpiresIn, scope };
  if (refreshToken !== undefined) answer.refresh_token = refreshToken;
  if (grant.scope.includes('openid')) {
    const claims = await userClaims(auth, { user, scope: grant.scope });
    const payload = { ...claims, auth_time: epoch(grant.authTime.getTime()), ...(grant.sessionId ? { sid: grant.sessionId } : {}), azp: grant.client.clientId, ...(grant.nonce ? { nonce: grant.nonce } : {}) };
    answer.id_token = await new SignJWT(payload)
      .setProtectedHeader({ alg: key.alg, kid: key.kid, typ: 'JWT' })
      .setIssuer(issuer)
      .setSubject(user.id)
      .setAudience(grant.client.clientId)
      .setIssuedAt(epoch(now))
      .setExpirationTime(epoch(now) + options.idTokenExpiresIn)
      .sign(key.key);
  }
  return answer;
}
