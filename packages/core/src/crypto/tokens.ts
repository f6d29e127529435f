import { generateRandomString } from './random-string.js';

/**
 * A primary key: 32 characters of [a-zA-Z0-9] (~190 bits), so ids are
 * unguessable even when they leak into URLs.
 *
 * @example
 * await db.insert('user', { id: generateId(), email });
 */
export function generateId(length = 32): string {
  return generateRandomString(length);
}

/**
 * A session token: 32 characters of [a-zA-Z0-9] (~190 bits). Store only
 * `hashTokenSync(token)`; the raw token lives in the cookie.
 *
 * @example
 * const token = generateSessionToken();
 */
export function generateSessionToken(): string {
  return generateRandomString(32);
}

/**
 * A password-reset token: 24 characters of [a-zA-Z0-9] (~143 bits).
 *
 * @example
 * const token = generateResetToken(); // identifier `reset-password:${token}`
 */
export function generateResetToken(): string {
  return generateRandomString(24);
}

/**
 * A delete-account token: 32 characters of digits and lowercase letters (~165 bits).
 *
 * @example
 * const token = generateDeleteAccountToken();
 */
export function generateDeleteAccountToken(): string {
  return generateRandomString(32, '0-9a-z');
}
