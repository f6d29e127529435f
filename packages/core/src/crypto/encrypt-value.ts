import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { decodeBase64urlIgnorePadding } from '@oslojs/encoding';
import { deriveEncryptionKey, type EncryptionKey } from './encryption-key.js';

export interface EncryptValueOptions {
  /** HKDF info, to keep keys for different purposes apart. Default `latchkey:token-encryption`. */
  info?: string;
}

const VERSION = 'v1';
const IV_LENGTH = 12;
const TAG_LENGTH = 16;
const decoder = new TextDecoder('utf-8', { fatal: true });

/**
 * Encrypts a value (an OAuth access or refresh token) for storage with
 * AES-256-GCM under a key derived from `secrets[0]`, the current secret.
 *
 * Output: `v1.<key id>.<iv>.<ciphertext+tag>`, base64url parts (the layout Web
 * Crypto's AES-GCM gives, so values from either open with the other). The version and
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
  const { id, key } = deriveEncryptionKey(current, options.info);
  const header = `${VERSION}.${id}`;
  const iv = randomBytes(IV_LENGTH);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_LENGTH }).setAAD(Buffer.from(header, 'utf8'));
  const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${header}.${iv.toString('base64url')}.${sealed.toString('base64url')}`;
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
    const iv = decodeBase64urlIgnorePadding(ivText);
    const sealed = decodeBase64urlIgnorePadding(sealedText);
    if (iv.byteLength !== IV_LENGTH || sealed.byteLength < TAG_LENGTH) return null;
    const keys = secrets.filter((secret) => secret.length > 0).map((secret) => deriveEncryptionKey(secret, options.info));
    // Key ids are short, so in principle two secrets could share one: try each match.
    for (const candidate of keys.filter((key) => key.id === id)) {
      const opened = open(candidate, `${version}.${id}`, iv, sealed);
      if (opened !== null) return opened;
    }
    return null;
  } catch {
    return null;
  }
}

function open(key: EncryptionKey, header: string, iv: Uint8Array, sealed: Uint8Array): string | null {
  try {
    const decipher = createDecipheriv('aes-256-gcm', key.key, iv, { authTagLength: TAG_LENGTH }).setAAD(Buffer.from(header, 'utf8'));
    decipher.setAuthTag(sealed.subarray(sealed.byteLength - TAG_LENGTH));
    const plain = Buffer.concat([decipher.update(sealed.subarray(0, sealed.byteLength - TAG_LENGTH)), decipher.final()]);
    return decoder.decode(plain);
  } catch {
    return null;
  }
}
