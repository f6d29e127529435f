import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from '@oslojs/encoding';
import { deriveEncryptionKey, type EncryptionKey } from './encryption-key.js';

export interface EncryptValueOptions {
  /** HKDF info, to keep keys for different purposes apart. Default `latchkey:token-encryption`. */
  info?: string;
}

const VERSION = 'v1';
const IV_LENGTH = 12;
const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

/**
 * Encrypts a value (an OAuth access or refresh token) for storage with
 * AES-256-GCM under a key derived from `secrets[0]`, the current secret.
 *
 * Output: `v1.<key id>.<iv>.<ciphertext+tag>`, base64url parts. The version and
 * key id are authenticated too (as associated data), so they cannot be swapped.
 * To rotate, put the new secret first and keep old ones after it: new values use
 * the new key, and {@link decryptValue} still opens old ones.
 *
 * @example
 * const stored = await encryptValue(tokens.accessToken, [process.env.AUTH_SECRET!]);
 */
export async function encryptValue(
  plaintext: string,
  secrets: readonly string[],
  options: EncryptValueOptions = {},
): Promise<string> {
  const current = secrets[0];
  if (current === undefined) throw new Error('encryptValue needs at least one secret');
  const { id, key } = await deriveEncryptionKey(current, options.info);
  const header = `${VERSION}.${id}`;
  const iv = crypto.getRandomValues(new Uint8Array(IV_LENGTH));
  const algorithm = { name: 'AES-GCM', iv, additionalData: encoder.encode(header) };
  const sealed = new Uint8Array(await crypto.subtle.encrypt(algorithm, key, encoder.encode(plaintext)));
  return `${header}.${encodeBase64urlNoPadding(iv)}.${encodeBase64urlNoPadding(sealed)}`;
}

/**
 * Opens a value made by {@link encryptValue} with whichever of `secrets` made it.
 * Answers `null` — never throws — when the value is not in this format, no secret
 * matches its key id, or it was altered (GCM authentication fails): callers treat
 * all three as "no usable token".
 *
 * @example
 * const accessToken = await decryptValue(account.accessToken, [newSecret, oldSecret]);
 */
export async function decryptValue(
  ciphertext: string,
  secrets: readonly string[],
  options: EncryptValueOptions = {},
): Promise<string | null> {
  const parts = ciphertext.split('.');
  const [version, id, ivText, sealedText] = parts;
  if (parts.length !== 4 || version !== VERSION || !id || !ivText || !sealedText) return null;
  try {
    // Copies give Web Crypto the plain ArrayBuffer-backed views its types ask for.
    const iv = new Uint8Array(decodeBase64urlIgnorePadding(ivText));
    const sealed = new Uint8Array(decodeBase64urlIgnorePadding(sealedText));
    if (iv.byteLength !== IV_LENGTH) return null;
    const usable = secrets.filter((secret) => secret.length > 0);
    const keys = await Promise.all(usable.map((secret) => deriveEncryptionKey(secret, options.info)));
    // Key ids are short, so in principle two secrets could share one: try each match.
    for (const candidate of keys.filter((key) => key.id === id)) {
      const opened = await open(candidate, `${version}.${id}`, iv, sealed);
      if (opened !== null) return opened;
    }
    return null;
  } catch {
    return null;
  }
}

async function open(key: EncryptionKey, header: string, iv: Uint8Array<ArrayBuffer>, sealed: Uint8Array<ArrayBuffer>): Promise<string | null> {
  try {
    const algorithm = { name: 'AES-GCM', iv, additionalData: encoder.encode(header) };
    return decoder.decode(await crypto.subtle.decrypt(algorithm, key.key, sealed));
  } catch {
    return null;
  }
}
