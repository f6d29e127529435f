import { createHmac } from 'node:crypto';

/**
 * HMAC-SHA256 of `data` under `secret`, as base64url. For short secrets such
 * as six-digit codes a plain hash would be reversed by trying every value; a
 * keyed hash is not, without the instance's secret.
 *
 * @example
 * const stored = keyedHash(auth.secrets[0], `${purpose}:${code}`);
 */
export function keyedHash(secret: string, data: string): string {
  return createHmac('sha256', secret).update(data, 'utf8').digest('base64url');
}
