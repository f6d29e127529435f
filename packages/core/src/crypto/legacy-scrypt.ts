import { timingSafeEqual } from 'node:crypto';
import { deriveScryptKey, type ScryptParams } from './scrypt-key.js';

/**
 * Parameters of the `<salt hex>:<key hex>` hashes written by the library whose
 * API Latchkey speaks. Databases migrated from it keep working: those hashes
 * verify, and `needsRehash` reports them so sign-in can upgrade them.
 */
export const LEGACY_SCRYPT_PARAMS: ScryptParams = { logN: 14, r: 16, p: 1, keyLength: 64 };

const LEGACY_FORMAT = /^([0-9a-f]{2,256}):([0-9a-f]{128})$/i;

/** Whether `hash` has the legacy `<salt hex>:<key hex>` shape. */
export function isLegacyScryptHash(hash: string): boolean {
  return LEGACY_FORMAT.test(hash);
}

/**
 * Verifies a legacy hash. That library passes the salt to scrypt as the hex
 * *text* (its UTF-8 bytes, not the decoded bytes) and normalises the password
 * to NFKC; both are reproduced exactly. Malformed hashes answer false.
 *
 * @example
 * await verifyLegacyScryptHash('9f86d0…:a3c1…', 'hunter2'); // true or false
 */
export async function verifyLegacyScryptHash(hash: string, password: string): Promise<boolean> {
  const match = LEGACY_FORMAT.exec(hash);
  if (!match) return false;
  const [, salt = '', keyHex = ''] = match;
  const expected = Buffer.from(keyHex, 'hex');
  const actual = await deriveScryptKey(password.normalize('NFKC'), salt, LEGACY_SCRYPT_PARAMS);
  return timingSafeEqual(actual, expected);
}
