import { decodeBase64IgnorePadding, encodeBase64NoPadding } from '@oslojs/encoding';
import type { ScryptParams } from './scrypt-key.js';

/** A scrypt hash split into its parts. */
export interface ScryptHash {
  params: ScryptParams;
  salt: Uint8Array;
  key: Uint8Array;
}

// PHC string format: `$scrypt$ln=<log2 N>,r=<r>,p=<p>$<salt>$<key>`, both in
// unpadded standard base64. Digit counts are capped so absurd values cannot parse.
const PHC_SCRYPT = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,3}),p=(\d{1,3})\$([A-Za-z0-9+/]{11,})\$([A-Za-z0-9+/]{22,})$/;

/**
 * Writes a self-describing scrypt hash, so parameters can change later and
 * hashes made with the old ones still verify.
 *
 * @example
 * formatScryptHash({ params, salt, key }); // '$scrypt$ln=17,r=8,p=1$c2FsdA…$a2V5…'
 */
export function formatScryptHash(hash: ScryptHash): string {
  const { logN, r, p } = hash.params;
  return `$scrypt$ln=${logN},r=${r},p=${p}$${encodeBase64NoPadding(hash.salt)}$${encodeBase64NoPadding(hash.key)}`;
}

/**
 * Reads a string written by {@link formatScryptHash}; anything else is `null`.
 *
 * @example
 * const parsed = parseScryptHash(row.password);
 * if (parsed === null) return false;
 */
export function parseScryptHash(hash: string): ScryptHash | null {
  const match = PHC_SCRYPT.exec(hash);
  if (!match) return null;
  const [, ln, r, p, salt, key] = match;
  try {
    const keyBytes = decodeBase64IgnorePadding(key ?? '');
    const params = { logN: Number(ln), r: Number(r), p: Number(p), keyLength: keyBytes.byteLength };
    if (params.logN < 1 || params.r < 1 || params.p < 1 || params.keyLength > 128) return null;
    return { params, salt: decodeBase64IgnorePadding(salt ?? ''), key: keyBytes };
  } catch {
    return null;
  }
}
