import type { RawAnswer } from '../handler/answer.js';
import { AuthError } from './auth-error.js';
import { CORE_ERROR_CODES } from './core-error-codes.js';

/**
 * Turns anything thrown into an AuthError. Unknown errors become a bare 500 whose
 * message says nothing about the cause; the caller logs the original.
 */
export function toAuthError(error: unknown): AuthError {
  if (error instanceof AuthError) return error;
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
