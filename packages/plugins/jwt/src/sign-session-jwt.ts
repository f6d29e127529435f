import { SignJWT } from 'jose';
import type { AuthContext, SessionWithUser } from 'latchkey/plugins';
import type { JwtAlgorithm, JwtPayloadInput } from './jwt-options.js';
import { claimsOf, jwtOptionsOf } from './jwt-options-of.js';
import { signingKey, type SigningKey } from './key-store.js';

/** Everything a session's JWT says, and the key that signs it; `iat`, `exp` and `jti` are set at signing. */
export interface SessionJwtClaims {
  kid: string;
  alg: JwtAlgorithm;
  key: CryptoKey;
  payload: Record<string, unknown>;
  subject: string;
  issuer: string;
  audience: string | string[];
}

/**
 * The claims of a session's JWT: `sub` is the user id, `iss` and `aud` the
 * instance's, the rest from `definePayload`.
 *
 * @example
 * const claims = await sessionJwtClaims(ctx.auth, ctx.session);
 */
export async function sessionJwtClaims(auth: AuthContext, current: SessionWithUser): Promise<SessionJwtClaims> {
  const key = await signingKey(auth);
  const payload = await jwtOptionsOf(auth).definePayload(current as JwtPayloadInput);
  return claimsWith(auth, { key, payload, subject: current.user.id });
}

/**
 * The claims for a key, payload and subject already in hand, with the
 * instance's issuer and audience.
 *
 * @example
 * const claims = claimsWith(ctx.auth, { key: await signingKey(ctx.auth), payload, subject: user.id });
 */
export function claimsWith(
  auth: AuthContext,
  input: { key: Pick<SigningKey, 'kid' | 'alg' | 'key'>; payload: Record<string, unknown>; subject: string },
): SessionJwtClaims {
  const { issuer, audience } = claimsOf(auth);
  const { kid, alg, key } = input.key;
  return { kid, alg, key, payload: input.payload, subject: input.subject, issuer, audience };
}

/**
 * Signs the claims for `expiresIn` seconds from now with a random `jti`; the
 * standard claims are set after the payload, so it cannot change them.
 *
 * @example
 * const token = await signClaims(await sessionJwtClaims(ctx.auth, ctx.session), { expiresIn: 900 });
 */
export function signClaims(claims: SessionJwtClaims, options: { expiresIn: number }): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims.payload)
    .setProtectedHeader({ alg: claims.alg, kid: claims.kid, typ: 'JWT' })
    .setSubject(claims.subject)
    .setIssuer(claims.issuer)
    .setAudience(claims.audience)
    .setIssuedAt(now)
    .setExpirationTime(now + options.expiresIn)
    .setJti(crypto.randomUUID())
    .sign(claims.key);
}

/**
 * Signs a new short-lived JWT for a session.
 *
 * @example
 * const token = await signSessionJwt(ctx.auth, ctx.session);
 */
export async function signSessionJwt(auth: AuthContext, current: SessionWithUser): Promise<string> {
  return signClaims(await sessionJwtClaims(auth, current), { expiresIn: jwtOptionsOf(auth).expiresIn });
}
