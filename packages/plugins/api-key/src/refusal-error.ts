import { AuthError } from 'latchkey/plugins';
import { API_KEY_ERROR_CODES } from './error-codes.js';
import type { KeyRefusal } from './use-api-key.js';

/**
 * The error answer for a refused key. A rate-limited key answers 429 with
 * `X-Retry-After` (seconds) and `details.tryAgainIn` (milliseconds).
 *
 * @example
 * if (!use.ok) throw refusalError(use);
 */
export function refusalError(refusal: KeyRefusal): AuthError {
  if (refusal.code !== 'RATE_LIMITED') return AuthError.of(API_KEY_ERROR_CODES, refusal.code);
  const seconds = Math.max(1, Math.ceil(refusal.retryAfterMs / 1000));
  return AuthError.of(API_KEY_ERROR_CODES, 'RATE_LIMITED', {
    headers: { 'X-Retry-After': String(seconds) },
    details: { tryAgainIn: refusal.retryAfterMs },
  });
}
