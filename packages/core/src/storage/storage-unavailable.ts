import { AuthError } from '../error/auth-error.js';
import { CORE_ERROR_CODES } from '../error/core-error-codes.js';
import { UNAVAILABLE_RETRY_AFTER } from '../error/to-auth-error.js';

/**
 * The 503 `SECONDARY_STORAGE_UNAVAILABLE` for a failed store call, with
 * `Retry-After` as `DATABASE_UNAVAILABLE` has: the outage is the server's, and
 * clients and load balancers should come back shortly rather than give up. The
 * cause stays on the error for the log; clients see only the code.
 *
 * @example
 * try { await store.get(key); } catch (error) { throw storageUnavailable(error); }
 */
export function storageUnavailable(cause: unknown): AuthError {
  return AuthError.of(CORE_ERROR_CODES, 'SECONDARY_STORAGE_UNAVAILABLE', { cause, headers: { 'retry-after': UNAVAILABLE_RETRY_AFTER } });
}
