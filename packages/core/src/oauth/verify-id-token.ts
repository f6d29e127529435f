import type { JWTPayload } from 'jose';
import { issuerMatches } from './issuer-matches.js';
import { createJwksCache, type JwksCache } from './jwks-cache.js';
import type { IdTokenClaims, OAuthProvider } from './types.js';

/** Why an ID token was refused; stable strings for logs and tests. */
export type IdTokenFailure =
  | 'not_supported'
  | 'malformed'
  | 'unsupported_algorithm'
  | 'keys_unavailable'
  | 'unknown_key'
  | 'invalid_signature'
  | 'issuer_mismatch'
  | 'audience_mismatch'
  | 'expired'
  | 'issued_in_future'
  | 'nonce_mismatch'
  | 'missing_claim';

export type IdTokenVerification =
  | { valid: true; claims: IdTokenClaims }
  | { valid: false; reason: IdTokenFailure };

export interface VerifyIdTokenInput {
  idToken: string;
  provider: OAuthProvider;
  /** When given, the token's `nonce` must equal it. */
  nonce?: string;
}

/** Asymmetric algorithms only: `none` and HS* (a shared secret posing as a public key) never pass. */
export const DEFAULT_ID_TOKEN_ALGORITHMS: readonly string[] = [
  'RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA', 'Ed25519',
];
const CLOCK_TOLERANCE_SECONDS = 10;
const caches = new WeakMap<OAuthProvider, JwksCache>();

function cacheFor(provider: OAuthProvider): JwksCache {
  let cache = caches.get(provider);
  if (!cache) caches.set(provider, (cache = createJwksCache({ fetch: provider.fetch })));
  return cache;
}

function reasonOf(error: unknown, errors: typeof import('jose').errors): IdTokenFailure {
  if (error instanceof errors.JWTExpired) return 'expired';
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'iss') return 'issuer_mismatch';
    if (error.claim === 'aud') return 'audience_mismatch';
    return error.reason === 'missing' ? 'missing_claim' : 'malformed';
  }
  if (error instanceof errors.JWKSNoMatchingKey) return 'unknown_key';
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'invalid_signature';
  if (error instanceof errors.JOSEAlgNotAllowed || error instanceof errors.JOSENotSupported) return 'unsupported_algorithm';
  if (error instanceof errors.JOSEError) return 'malformed';
  return 'keys_unavailable';
}

/** Checks jose leaves to the caller: `iat` not in the future, `azp` with several audiences, the nonce. */
function checkClaims(payload: JWTPayload, provider: OAuthProvider, nonce: string | undefined): IdTokenFailure | null {
  const now = Math.floor(Date.now() / 1000);
  if (typeof payload.sub !== 'string' || payload.sub === '') return 'missing_claim';
  if (typeof payload.iat !== 'number' || payload.iat > now + CLOCK_TOLERANCE_SECONDS) return 'issued_in_future';
  if (Array.isArray(payload.aud) && payload.aud.length > 1) {
    if (typeof payload.azp !== 'string' || !provider.clientIds.includes(payload.azp)) return 'audience_mismatch';
  }
  if (nonce !== undefined && payload.nonce !== nonce) return 'nonce_mismatch';
  return null;
}

/**
 * Verifies an OpenID Connect ID token against the provider's JWKS: an allowed
 * asymmetric algorithm, the signature, `iss`, `aud` (any configured client id),
 * `exp`, `iat` and, when given, `nonce`. Refusals are returned, not thrown.
 *
 * @example
 * const result = await verifyIdToken({ idToken, provider, nonce });
 * if (!result.valid) throw AuthError.of(CORE_ERROR_CODES, 'INVALID_TOKEN');
 * result.claims.sub;
 */
export async function verifyIdToken(input: VerifyIdTokenInput): Promise<IdTokenVerification> {
  const { provider, idToken } = input;
  const { endpoints, issuer } = await provider.metadata();
  if (!endpoints.jwks || !issuer || issuer.length === 0) return { valid: false, reason: 'not_supported' };
  // jose loads on the first sign-in that brings an ID token, not at start.
  const { decodeJwt, decodeProtectedHeader, errors, jwtVerify } = await import('jose');
  let alg: unknown;
  let unverified: JWTPayload;
  try {
    alg = decodeProtectedHeader(idToken).alg;
    unverified = decodeJwt(idToken);
  } catch {
    return { valid: false, reason: 'malformed' };
  }
  const algorithms = provider.idTokenAlgorithms.filter((a) => a !== 'none' && !a.startsWith('HS'));
  if (typeof alg !== 'string' || !algorithms.includes(alg)) return { valid: false, reason: 'unsupported_algorithm' };
  const iss = unverified.iss;
  if (typeof iss !== 'string' || !issuerMatches(iss, issuer, unverified.tid)) return { valid: false, reason: 'issuer_mismatch' };
  try {
    const { payload } = await jwtVerify(idToken, cacheFor(provider).keyFor(endpoints.jwks), {
      algorithms,
      issuer: iss,
      audience: [...provider.clientIds],
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ['sub', 'exp', 'iat', 'aud'],
    });
    const failure = checkClaims(payload, provider, input.nonce);
    if (failure) return { valid: false, reason: failure };
    return { valid: true, claims: payload as IdTokenClaims };
  } catch (error) {
    return { valid: false, reason: reasonOf(error, errors) };
  }
}
