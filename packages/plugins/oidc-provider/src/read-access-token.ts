import { jwtVerify, type JWTPayload } from 'jose';
import { hashTokenSync, type AuthContext } from 'latchkey/plugins';
import { issuerOf } from './issuer-of.js';
import { hasSigningKey, localKeySet } from './signing-keys.js';
import { sessionAllows } from './session-bound.js';
import { isActive, type TokenRow } from './token-family.js';

/** A token this provider issued, still active, with its claims when it is a JWT access token. */
export interface ActiveToken {
  row: TokenRow;
  claims: JWTPayload | undefined;
}

/**
 * The stored row of an access token this provider signed (`typ: at+jwt`, its
 * issuer, unexpired), if it is still active: revocation is seen here even
 * though the JWT itself still verifies.
 *
 * @example
 * const token = await readAccessToken(ctx.auth, bearer);
 */
export async function readAccessToken(auth: AuthContext, token: string): Promise<ActiveToken | null> {
  // A JWT has three parts; before the first key is made, no token of ours exists.
  if (token.split('.').length !== 3 || !(await hasSigningKey(auth))) return null;
  let claims: JWTPayload;
  try {
    ({ payload: claims } = await jwtVerify(token, await localKeySet(auth), { issuer: issuerOf(auth), typ: 'at+jwt', requiredClaims: ['jti', 'sub', 'exp'] }));
  } catch {
    return null;
  }
  const row = await auth.db.findOne<TokenRow>({ model: 'oauthToken', where: [{ field: 'id', value: String(claims.jti) }] });
  return row && row.kind === 'access' && isActive(row) ? { row, claims } : null;
}

/** The stored row of a refresh token, if still active, unspent, and (without `offline_access`) its session live. */
export async function readRefreshToken(auth: AuthContext, token: string): Promise<ActiveToken | null> {
  const row = await auth.db.findOne<TokenRow>({
    model: 'oauthToken',
    where: [
      { field: 'tokenHash', value: hashTokenSync(token) },
      { field: 'kind', value: 'refresh' },
    ],
  });
  return row && row.usedAt === null && isActive(row) && (await sessionAllows(auth, row)) ? { row, claims: undefined } : null;
}

/** Either kind, the hinted one tried first (RFC 7009 §2.1, RFC 7662 §2.1). */
export async function readAnyToken(auth: AuthContext, token: string, hint: string | undefined): Promise<ActiveToken | null> {
  if (hint === 'refresh_token') return (await readRefreshToken(auth, token)) ?? (await readAccessToken(auth, token));
  // A JWT has two dots; anything else cannot be an access token of ours.
  if (token.split('.').length === 3) return readAccessToken(auth, token);
  return readRefreshToken(auth, token);
}
