import { randomBytes } from 'node:crypto';
import type { CliIo } from '../cli-io.js';

/**
 * `latchkey secret`: a new 32-byte random secret, base64url, for the auth instance's `secret`.
 *
 * @example
 * secret(nodeIo()); // prints e.g. 'q3Zr...' (43 characters)
 */
export function secret(io: CliIo): number {
  io.out(randomBytes(32).toString('base64url'));
  return 0;
}
