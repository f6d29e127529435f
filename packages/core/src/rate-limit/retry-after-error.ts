import { AuthError } from '../error/auth-error.js';
import { CORE_ERROR_CODES } from '../error/core-error-codes.js';

/** The 429 and 503 codes whose answers say when to come back. */
export type RetryAfterCode = 'TOO_MANY_REQUESTS' | 'TOO_MANY_FAILED_ATTEMPTS' | 'PASSWORD_HASHING_BUSY';

/**
 * A 429 or 503 that says when to try again, in whole seconds rounded up (at least 1):
 * the standard `Retry-After` for browsers and proxies, and `X-Retry-After`,
 * which Latchkey's HTTP API has always carried and clients read.
 *
 * @example
 * throw retryAfterError('TOO_MANY_FAILED_ATTEMPTS', 42.3); // Retry-After: 43
 */
export function retryAfterError(code: RetryAfterCode, retryAfterSeconds: number): AuthError {
  const seconds = String(Math.max(1, Math.ceil(retryAfterSeconds)));
  return AuthError.of(CORE_ERROR_CODES, code, { headers: { 'X-Retry-After': seconds, 'Retry-After': seconds } });
}
