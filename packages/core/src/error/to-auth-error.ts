import type { RawAnswer } from '../handler/answer.js';
import { isConnectionError } from '../db/is-connection-error.js';
import { AuthError } from './auth-error.js';
import { CORE_ERROR_CODES } from './core-error-codes.js';

/**
 * Seconds a client is asked to wait after a lost database or secondary-storage
 * connection: pools reconnect on the next request, and a store call gives up
 * after a second by default.
 */
export const UNAVAILABLE_RETRY_AFTER = '2';

/**
 * Turns anything thrown into an AuthError. A lost or unreachable database becomes
 * 503 `DATABASE_UNAVAILABLE` with `Retry-After`; other unknown errors become a bare
 * 500. Neither message says anything about the cause; the caller logs the original.
 */
export function toAuthError(error: unknown): AuthError {
  if (error instanceof AuthError) return error;
  if (isConnectionError(error)) {
    return AuthError.of(CORE_ERROR_CODES, 'DATABASE_UNAVAILABLE', { cause: error, headers: { 'retry-after': UNAVAILABLE_RETRY_AFTER } });
  }
  return AuthError.of(CORE_ERROR_CODES, 'INTERNAL_SERVER_ERROR', { cause: error });
}

/** The JSON answer for an error: `{ code, message }` with the error's status and headers. */
export function errorAnswer(error: AuthError, extraHeaders?: Headers): RawAnswer {
  const headers = new Headers(extraHeaders);
  for (const [name, value] of error.headers) headers.set(name, value);
  headers.set('content-type', 'application/json');
  headers.set('cache-control', 'no-store');
  return { status: error.status, headers, body: JSON.stringify(error.toJSON()) };
}
