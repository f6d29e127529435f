import { decodeCookieValue } from './cookie-codec.js';
import type { CookieOptions } from './serialize-cookie.js';

/** One `Set-Cookie` line read back: the name, the decoded value and its attributes. */
export interface ParsedSetCookie {
  name: string;
  value: string;
  options: CookieOptions;
}

const SAME_SITE = new Set(['lax', 'strict', 'none']);
const PRIORITY = new Set(['low', 'medium', 'high']);

/**
 * Reads a `Set-Cookie` value as {@link serializeCookie} writes it, so a framework
 * that sets cookies through its own store (Next's `cookies()`) can send the same
 * cookie. Attributes that are absent stay absent; the value is percent-decoded.
 * Returns null for a line without a valid `name=value` pair.
 *
 * @example
 * parseSetCookie('latchkey.session_token=abc; Max-Age=60; Path=/; HttpOnly; SameSite=Lax');
 * // { name: 'latchkey.session_token', value: 'abc', options: { maxAge: 60, path: '/', httpOnly: true, secure: false, sameSite: 'lax' } }
 */
export function parseSetCookie(line: string): ParsedSetCookie | null {
  const [pair = '', ...attributes] = line.split(';');
  const eq = pair.indexOf('=');
  if (eq <= 0) return null;
  const name = pair.slice(0, eq).trim();
  const options: CookieOptions = { httpOnly: false, secure: false };
  for (const attribute of attributes) {
    const [key = '', ...rest] = attribute.split('=');
    const value = rest.join('=').trim();
    switch (key.trim().toLowerCase()) {
      case 'max-age':
        if (/^-?\d+$/.test(value)) options.maxAge = Number(value);
        break;
      case 'expires': {
        const date = new Date(value);
        if (!Number.isNaN(date.getTime())) options.expires = date;
        break;
      }
      case 'path':
        options.path = value;
        break;
      case 'domain':
        options.domain = value;
        break;
      case 'httponly':
        options.httpOnly = true;
        break;
      case 'secure':
        options.secure = true;
        break;
      case 'samesite':
        if (SAME_SITE.has(value.toLowerCase())) options.sameSite = value.toLowerCase() as CookieOptions['sameSite'];
        break;
      case 'partitioned':
        options.partitioned = true;
        break;
      case 'priority':
        if (PRIORITY.has(value.toLowerCase())) options.priority = value.toLowerCase() as CookieOptions['priority'];
        break;
    }
  }
  return { name, value: decodeCookieValue(pair.slice(eq + 1).trim()), options };
}
