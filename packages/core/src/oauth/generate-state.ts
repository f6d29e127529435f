import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase64urlNoPadding } from '@oslojs/encoding';
import { generateRandomString } from '../crypto/random-string.js';

/** Spec §9: the state is 32 characters, the PKCE verifier 128. */
export const OAUTH_STATE_LENGTH = 32;
export const CODE_VERIFIER_LENGTH = 128;

/** RFC 7636 §4.1: the verifier's "unreserved" alphabet. */
const UNRESERVED = 'A-Za-z0-9-._~';
const encoder = new TextEncoder();

/**
 * A fresh OAuth `state`: 32 characters from [a-zA-Z0-9] (about 190 bits).
 *
 * @example
 * const state = generateState();
 */
export function generateState(): string {
  return generateRandomString(OAUTH_STATE_LENGTH);
}

/**
 * A fresh PKCE code verifier: 128 characters from the RFC 7636 unreserved alphabet.
 *
 * @example
 * const codeVerifier = generateCodeVerifier();
 */
export function generateCodeVerifier(): string {
  return generateRandomString(CODE_VERIFIER_LENGTH, UNRESERVED);
}

/**
 * The S256 challenge for a verifier: base64url(SHA-256(verifier)), no padding.
 *
 * @example
 * createCodeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk'); // 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM'
 */
export function createCodeChallenge(codeVerifier: string): string {
  return encodeBase64urlNoPadding(sha256(encoder.encode(codeVerifier)));
}

/**
 * The OpenID `nonce` derived from the code verifier. The verifier is already a
 * server-side secret kept in the state record, so hashing it gives an unguessable
 * nonce that the callback can recompute without storing anything more.
 *
 * @example
 * const nonce = deriveNonce(stateRecord.codeVerifier);
 */
export function deriveNonce(codeVerifier: string): string {
  return encodeBase64urlNoPadding(sha256(encoder.encode(`latchkey-nonce:${codeVerifier}`)));
}
