import { SignJWT } from 'jose';
import type { AuthContext, SessionWithUser } from 'latchkey/plugins';
import type { JwtPayloadInput } from './jwt-options.js';
import { claimsOf, jwtOptionsOf } from './jwt-options-of.js';
import { signingKey } from './key-store.js';

/**
 * Signs a short-lived JWT for a session: `sub` is the user id; `iss`, `aud`,
 * `iat`, `exp` and a random `jti` are set after `definePayload`, so it cannot
 * change them.
 *
 * @example
 * const token = await signSessionJwt(ctx.auth, ctx.session);
 */
export async function signSessionJwt(auth: AuthContext, current: SessionWithUser): Promise<string> {
  const options = jwtOptionsOf(auth);
  const { issuer, audience } = claimsOf(auth);
  const { kid, alg, key } = await signingKey(auth);
  const payload = await options.definePayload(current as JwtPayloadInput);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(payload)
    .setProtectedHeader({ alg, kid, typ: 'JWT' })
    .setSubject(current.user.id)
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt(now)
    .setExpirationTime(now + options.expiresIn)
    .setJti(crypto.randomUUID())
    .sign(key);
}
