import { generateRandomString, keyedHash } from 'latchkey/plugins';
import type { AuthContext } from 'latchkey/plugins';

/**
 * Upper-case consonants: no vowels, so codes spell no words, and no digits, so
 * nothing is mistaken for O or I; typed without modifier keys. RFC 8628
 * §6.1's example alphabet. Eight of them are about 34 bits.
 */
export const USER_CODE_ALPHABET = 'BCDFGHJKLMNPQRSTVWXZ';

/** A new user code, normalised (no dash). */
export function generateUserCode(length: number): string {
  return generateRandomString(length, USER_CODE_ALPHABET);
}

/**
 * How people see a code: groups of four joined by dashes (`WDJB-MJHT`).
 *
 * @example
 * formatUserCode('WDJBMJHT'); // 'WDJB-MJHT'
 */
export function formatUserCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

/**
 * What a person typed, as stored: upper case, without dashes and spaces; null
 * when it cannot be a code (wrong length or characters).
 *
 * @example
 * normalizeUserCode('wdjb-mjht', 8); // 'WDJBMJHT'
 */
export function normalizeUserCode(input: string, length: number): string | null {
  const code = input.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== length) return null;
  for (const char of code) if (!USER_CODE_ALPHABET.includes(char)) return null;
  return code;
}

/** The stored form of a normalised user code: keyed, so a copy of the table alone cannot be turned back into codes. */
export function hashUserCode(auth: AuthContext, code: string): string {
  return keyedHash(auth.secrets[0], `device-user-code:${code}`);
}
