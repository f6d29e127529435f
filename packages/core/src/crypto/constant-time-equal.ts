import { timingSafeEqual } from 'node:crypto';

const encoder = new TextEncoder();

/**
 * Compares two secrets in time that depends only on their lengths, never on
 * where they first differ. Strings are compared as their UTF-8 bytes.
 * Different lengths answer false at once: lengths of tokens and hashes are public.
 *
 * @example
 * if (!constantTimeEqual(storedHash, hashTokenSync(presented))) return null;
 */
export function constantTimeEqual(a: string | Uint8Array, b: string | Uint8Array): boolean {
  const left = typeof a === 'string' ? encoder.encode(a) : a;
  const right = typeof b === 'string' ? encoder.encode(b) : b;
  if (left.byteLength !== right.byteLength) return false;
  return timingSafeEqual(left, right);
}
