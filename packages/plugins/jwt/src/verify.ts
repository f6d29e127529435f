// @latchkey/jwt/verify: for resource servers. It imports jose and nothing of the Latchkey server.
import { createLocalJWKSet, createRemoteJWKSet, errors, jwtVerify } from 'jose';
import type { JSONWebKeySet, JWTHeaderParameters, JWTPayload, JWTVerifyGetKey } from 'jose';

export type { JSONWebKeySet, JWTPayload };

/** Where the public keys come from, and what the token must say. */
export interface VerifyJwtOptions {
  /** The app's `/jwks` URL, e.g. `https://app.example.com/api/auth/jwks`. Fetched and cached; refetched on an unknown `kid`. */
  jwksUrl?: string | URL;
  /** A JWK Set already at hand, instead of `jwksUrl`. */
  jwks?: JSONWebKeySet;
  /** The expected `iss`: the app's origin unless configured otherwise. */
  issuer: string | string[];
  /** The expected `aud`: the app's origin unless configured otherwise. */
  audience: string | string[];
  /** Algorithms accepted. Default the three Latchkey signs with: `EdDSA`, `ES256`, `RS256`. */
  algorithms?: string[];
  /** Seconds of clock difference tolerated on `exp`, `iat` and `nbf`. Default 0. */
  clockTolerance?: number;
}

/** Why a token was refused. */
export type VerifyJwtFailure =
  | 'expired'
  | 'claim-mismatch'
  | 'no-matching-key'
  | 'invalid-signature'
  | 'algorithm-not-allowed'
  | 'malformed'
  | 'jwks-unavailable';

/** A verified token's claims and header, or why it was refused. */
export type VerifyJwtResult =
  | { ok: true; payload: JWTPayload & { sub: string }; header: JWTHeaderParameters }
  | { ok: false; reason: VerifyJwtFailure };

const DEFAULT_ALGORITHMS = ['EdDSA', 'ES256', 'RS256'];
// One key set per URL, so its cache and cooldown are shared across calls.
const remoteSets = new Map<string, JWTVerifyGetKey>();

function keySetOf(options: VerifyJwtOptions): JWTVerifyGetKey {
  if (options.jwks) return createLocalJWKSet(options.jwks);
  if (!options.jwksUrl) throw new TypeError('verifyJwt needs jwksUrl or jwks');
  const url = String(options.jwksUrl);
  let set = remoteSets.get(url);
  if (!set) remoteSets.set(url, (set = createRemoteJWKSet(new URL(url))));
  return set;
}

function reasonOf(error: unknown): VerifyJwtFailure {
  if (error instanceof errors.JWTExpired) return 'expired';
  if (error instanceof errors.JWTClaimValidationFailed) return 'claim-mismatch';
  if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys) return 'no-matching-key';
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'invalid-signature';
  if (error instanceof errors.JOSEAlgNotAllowed) return 'algorithm-not-allowed';
  if (error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid) return 'jwks-unavailable';
  // A failed fetch of the key set is not a JOSE error (a TypeError, or a bad status).
  if (!(error instanceof errors.JOSEError) || /JSON Web Key Set/.test(error.message)) return 'jwks-unavailable';
  return 'malformed';
}

/**
 * Verifies a JWT issued by the jwt plugin: the signature against the app's
 * JWKS (only the listed algorithms; `alg: none` and HMAC never pass), then
 * `iss`, `aud`, `exp` and a `sub`. Answers the claims or why it refused;
 * never throws for a bad token.
 *
 * @example
 * import { verifyJwt } from '@latchkey/jwt/verify';
 * const result = await verifyJwt(bearer, {
 *   jwksUrl: 'https://app.example.com/api/auth/jwks',
 *   issuer: 'https://app.example.com',
 *   audience: 'https://app.example.com',
 * });
 * if (!result.ok) return new Response('Unauthorized', { status: 401 });
 */
export async function verifyJwt(token: string, options: VerifyJwtOptions): Promise<VerifyJwtResult> {
  const keySet = keySetOf(options);
  try {
    const { payload, protectedHeader } = await jwtVerify(token, keySet, {
      issuer: options.issuer,
      audience: options.audience,
      algorithms: options.algorithms ?? DEFAULT_ALGORITHMS,
      clockTolerance: options.clockTolerance ?? 0,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    return { ok: true, payload: payload as JWTPayload & { sub: string }, header: protectedHeader };
  } catch (error) {
    return { ok: false, reason: reasonOf(error) };
  }
}
