import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { hmac } from '@oslojs/crypto/hmac';
import { SHA256 } from '@oslojs/crypto/sha2';
import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from '@oslojs/encoding';

const encoder = new TextEncoder();
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;
const MAX_CACHED_KEYS = 32;
const keys = new Map<string, Uint8Array>();

/** Encoded secrets are cached; the cache is bounded so odd callers cannot grow it without end. */
function hmacKey(secret: string): Uint8Array {
  if (secret.length === 0) throw new TypeError('A cookie signing secret must not be empty');
  let key = keys.get(secret);
  if (key === undefined) {
    if (keys.size >= MAX_CACHED_KEYS) keys.delete(keys.keys().next().value as string);
    key = encoder.encode(secret);
    keys.set(secret, key);
  }
  return key;
}

// HMAC runs synchronously (oslo's SHA-256): on the session hot path it costs about 8 µs,
// where Web Crypto's promise round-trip costs an order of magnitude more.
const mac = (secret: string, data: Uint8Array): Uint8Array => hmac(SHA256, hmacKey(secret), data);

/**
 * Appends an HMAC-SHA256 signature: `value.signature` (base64url, no padding).
 * Sign with the current secret, the first of the rotation list.
 *
 * @example
 * const signed = await signCookieValue(token, secrets[0]);
 */
export async function signCookieValue(value: string, secret: string): Promise<string> {
  return `${value}.${encodeBase64urlNoPadding(mac(secret, encoder.encode(value)))}`;
}

/**
 * Returns the value if its signature verifies under any of `secrets` (so a rotated-out
 * secret keeps working until removed), otherwise `null`. MACs are compared in constant time.
 *
 * @example
 * const token = await verifySignedCookieValue(cookie, [currentSecret, previousSecret]);
 * if (token === null) return null; // tampered or signed with an unknown secret
 */
export async function verifySignedCookieValue(signed: unknown, secrets: readonly string[]): Promise<string | null> {
  if (typeof signed !== 'string') return null;
  const dot = signed.lastIndexOf('.');
  if (dot === -1) return null;
  const encoded = signed.slice(dot + 1);
  if (!SIGNATURE.test(encoded)) return null;
  let given: Uint8Array;
  try {
    given = decodeBase64urlIgnorePadding(encoded);
  } catch {
    return null; // the decoder refuses non-zero trailing bits; a cookie must never make this throw
  }
  // Only the canonical encoding is accepted, so each value has exactly one valid signed form.
  if (encodeBase64urlNoPadding(given) !== encoded) return null;
  const value = signed.slice(0, dot);
  const data = encoder.encode(value);
  for (const secret of secrets) {
    if (constantTimeEqual(mac(secret, data), given)) return value;
  }
  return null;
}
