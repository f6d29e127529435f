import { AuthError } from '../error/auth-error.js';
import { CORE_ERROR_CODES } from '../error/core-error-codes.js';

export interface PasswordLengthOptions {
  /** Fewest characters (Unicode code points). Default 8. */
  min?: number;
  /** Most characters (Unicode code points). Default 128. */
  max?: number;
  /** Most UTF-8 bytes. Default `4 × max`, which no password within `max` exceeds. */
  maxBytes?: number;
}

/**
 * Throws `PASSWORD_TOO_SHORT` or `PASSWORD_TOO_LONG` unless the password's
 * length lies within bounds. Call it before hashing: it rejects a megabyte-long
 * password without reading most of it, so oversized input costs nothing.
 *
 * Length counts code points, so an emoji is one character, not two.
 *
 * @example
 * checkPasswordLength(body.password, { min: 12 });
 * const hash = await hashPassword(body.password);
 */
export function checkPasswordLength(password: string, options: PasswordLengthOptions = {}): void {
  const { min = 8, max = 128, maxBytes = 4 * max } = options;
  // Every code point takes one or two UTF-16 units and at most three UTF-8 bytes
  // per unit, so both bounds can be refused before counting anything.
  if (password.length > 2 * max || password.length > maxBytes) throw tooLong();
  let characters = 0;
  let bytes = 0;
  for (const char of password) {
    characters++;
    bytes += utf8Length(char.codePointAt(0) ?? 0);
  }
  if (characters < min) throw AuthError.of(CORE_ERROR_CODES, 'PASSWORD_TOO_SHORT');
  if (characters > max || bytes > maxBytes) throw tooLong();
}

function tooLong(): AuthError {
  return AuthError.of(CORE_ERROR_CODES, 'PASSWORD_TOO_LONG');
}

function utf8Length(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  return codePoint < 0x10000 ? 3 : 4;
}

/**
 * Whether a password is over the maximum, in characters or bytes: for checking a
 * guess without throwing and without hashing it.
 *
 * @example
 * if (isPasswordTooLong(guess, 128)) return 'wrong';
 */
export function isPasswordTooLong(password: string, max: number): boolean {
  try {
    checkPasswordLength(password, { min: 0, max });
    return false;
  } catch {
    return true;
  }
}
