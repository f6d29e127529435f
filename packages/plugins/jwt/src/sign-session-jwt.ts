import { SignJWT } from 'jose';
import type { AuthContext, SessionWithUser } from 'latchkey/plugins';
import type { JwtPayloadInput } from './jwt-options.js';
import { claimsOf } from './jwt-claims.js';
import { jwtKey } from './jwt-options.js';
import { signingKey, type SigningKey } from './key-store.js';

/**
 * Signs a session's JWT with a payload and key already in hand, valid for
 * `expiresIn` seconds from now: `sub` is the subject, `iss` and `aud` the
 * instance's, with a random `jti`. The standard claims are set after the
 * payload, so it cannot change them.
 *
 * @example
 * const token = await signPayload(ctx.auth, { key, payload, subject: user.id, expiresIn: 900 });
 */
export function signPayload(
  auth: AuthContext,
  input: { key: Pick<SigningKey, 'kid' | 'alg' | 'key'>; payload: Record<string, unknown>; subject: string; expiresIn: number },
): Promise<string> {
  const { issuer, audience } = claimsOf(auth);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(input.payload)
    .setProtectedHeader({ alg: input.key.alg, kid: input.key.kid, typ: 'JWT' })
    .setSubject(input.subject)
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt(now)
    .setExpirationTime(now + input.expiresIn)
    .setJti(crypto.randomUUID())
    .sign(input.key.key);
}

/**
 * Signs a new short-lived JWT for a session: `sub` is the user id, the rest
 * of the payload from `definePayload`.
 *
 * @example
 * const token = await signSessionJwt(ctx.auth, ctx.session);
 */
export async function signSessionJwt(auth: AuthContext, current: SessionWithUser): Promise<string> {
  const options = jwtKey.options(auth);
  const key = await signingKey(auth);
  const payload = await options.definePayload(current as JwtPayloadInput);
  return signPayload(auth, { key, payload, subject: current.user.id, expiresIn: options.expiresIn });
}
