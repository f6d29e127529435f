import { AuthError } from 'latchkey/plugins';
import type { ResolvedApiKeyOptions } from './api-key-options.js';
import { API_KEY_ERROR_CODES } from './error-codes.js';

/**
 * The expiry of a key from a requested lifetime in seconds: undefined takes the
 * default, null means no expiry, and a number must lie within the configured
 * bounds (400 EXPIRES_IN_IS_TOO_SMALL / _TOO_LARGE). With
 * `disableCustomExpiresTime` only the server may choose (400 KEY_DISABLED_EXPIRATION).
 *
 * @example
 * const expiresAt = keyExpiry(options, { expiresIn: 86_400, trusted: false });
 */
export function keyExpiry(
  options: ResolvedApiKeyOptions,
  input: { expiresIn: number | null | undefined; trusted: boolean; now?: number },
): Date | null {
  const config = options.keyExpiration;
  const now = input.now ?? Date.now();
  if (input.expiresIn === undefined) return config.defaultExpiresIn === null ? null : new Date(now + config.defaultExpiresIn * 1000);
  if (config.disableCustomExpiresTime && !input.trusted) throw AuthError.of(API_KEY_ERROR_CODES, 'KEY_DISABLED_EXPIRATION');
  if (input.expiresIn === null) return null;
  if (input.expiresIn < config.minExpiresIn) throw AuthError.of(API_KEY_ERROR_CODES, 'EXPIRES_IN_IS_TOO_SMALL');
  if (input.expiresIn > config.maxExpiresIn) throw AuthError.of(API_KEY_ERROR_CODES, 'EXPIRES_IN_IS_TOO_LARGE');
  return new Date(now + input.expiresIn * 1000);
}
