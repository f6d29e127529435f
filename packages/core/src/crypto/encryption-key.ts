import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase64urlNoPadding } from '@oslojs/encoding';

/** An AES-256-GCM key derived from a secret, with the id that names it in ciphertexts. */
export interface EncryptionKey {
  id: string;
  key: CryptoKey;
}

export const DEFAULT_ENCRYPTION_INFO = 'latchkey:token-encryption';

const encoder = new TextEncoder();
const cache = new Map<string, Promise<EncryptionKey>>();
const CACHE_LIMIT = 64;

/**
 * Derives the AES-256-GCM key for a secret with HKDF-SHA256. `info` separates
 * purposes, so the same secret never yields the same key for two jobs. The id is
 * the first 6 bytes of SHA-256 of the key: it tells which secret encrypted a value
 * without revealing anything usable about the key itself.
 *
 * Keys are cached per (secret, info): HKDF is cheap, but this runs on every read
 * of an encrypted OAuth token.
 *
 * @example
 * const { id, key } = await deriveEncryptionKey(process.env.AUTH_SECRET!);
 */
export function deriveEncryptionKey(secret: string, info = DEFAULT_ENCRYPTION_INFO): Promise<EncryptionKey> {
  const cacheKey = `${info}\u0000${secret}`;
  let entry = cache.get(cacheKey);
  if (!entry) {
    if (cache.size >= CACHE_LIMIT) cache.clear();
    entry = derive(secret, info);
    cache.set(cacheKey, entry);
    // A failed derivation must not stay cached.
    entry.catch(() => cache.delete(cacheKey));
  }
  return entry;
}

async function derive(secret: string, info: string): Promise<EncryptionKey> {
  if (secret.length === 0) throw new Error('Encryption secret must not be empty');
  const material = await crypto.subtle.importKey('raw', encoder.encode(secret), 'HKDF', false, ['deriveBits']);
  const hkdf = { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(0), info: encoder.encode(info) };
  const bits = new Uint8Array(await crypto.subtle.deriveBits(hkdf, material, 256));
  const id = encodeBase64urlNoPadding(sha256(bits).subarray(0, 6));
  const key = await crypto.subtle.importKey('raw', bits, 'AES-GCM', false, ['encrypt', 'decrypt']);
  bits.fill(0);
  return { id, key };
}
