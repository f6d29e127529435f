import { hmac } from '@oslojs/crypto/hmac';
import { SHA256 } from '@oslojs/crypto/sha2';
import { encodeBase64urlNoPadding } from '@oslojs/encoding';

const encoder = new TextEncoder();

/**
 * HMAC-SHA256 of `data` under `secret`, as base64url. For short secrets such
 * as six-digit codes a plain hash would be reversed by trying every value; a
 * keyed hash is not, without the instance's secret.
 *
 * @example
 * const stored = keyedHash(auth.secrets[0], `${purpose}:${code}`);
 */
export function keyedHash(secret: string, data: string): string {
  return encodeBase64urlNoPadding(hmac(SHA256, encoder.encode(secret), encoder.encode(data)));
}
