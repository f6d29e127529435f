import { createHash, createSecretKey, hkdfSync, type KeyObject } from 'node:crypto';

/** An AES-256-GCM key derived from a secret, with the id that names it in ciphertexts. */
export interface EncryptionKey {
  id: string;
  key: KeyObject;
}

export const DEFAULT_ENCRYPTION_INFO = 'latchkey:token-encryption';

const cache = new Map<string, EncryptionKey>();
const CACHE_LIMIT = 64;

/**
 * Derives the AES-256-GCM key for a secret with HKDF-SHA256 (empty salt). `info`
 * separates purposes, so the same secret never yields the same key for two jobs.
 * The id is the first 6 bytes of SHA-256 of the key: it tells which secret
 * encrypted a value without revealing anything usable about the key itself.
 *
 * Synchronous, with Node's native HKDF: the first decryption after a start (the
 * jwt plugin's signing key, on the first get-session) waits for no worker thread.
 * Keys are cached per (secret, info), as this runs on every read of an encrypted
 * OAuth token.
 *
 * @example
 * const { id, key } = deriveEncryptionKey(process.env.AUTH_SECRET!);
 */
export function deriveEncryptionKey(secret: string, info = DEFAULT_ENCRYPTION_INFO): EncryptionKey {
  const cacheKey = `${info}\u0000${secret}`;
  let entry = cache.get(cacheKey);
  if (!entry) {
    if (cache.size >= CACHE_LIMIT) cache.clear();
    entry = derive(secret, info);
    cache.set(cacheKey, entry);
  }
  return entry;
}

function derive(secret: string, info: string): EncryptionKey {
  if (secret.length === 0) throw new Error('Encryption secret must not be empty');
  const bits = Buffer.from(hkdfSync('sha256', secret, new Uint8Array(0), info, 32));
  const id = createHash('sha256').update(bits).digest().subarray(0, 6).toString('base64url');
  const key = createSecretKey(bits);
  bits.fill(0);
  return { id, key };
}
