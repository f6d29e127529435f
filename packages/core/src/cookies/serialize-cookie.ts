import { encodeCookieValue, isCookieName } from './cookie-codec.js';

/** Browsers cap cookie lifetime at 400 days; a longer Max-Age is clamped to this. */
export const MAX_COOKIE_AGE_SECONDS = 34_560_000;

export interface CookieOptions {
  /** Defaults to `true`. */
  httpOnly?: boolean;
  /** Defaults to `true`; turn off only for plain-http development. */
  secure?: boolean;
  /** Defaults to `'lax'`. `'none'` requires `secure`. */
  sameSite?: 'lax' | 'strict' | 'none';
  /** Defaults to `'/'`. */
  path?: string;
  domain?: string;
  /** Seconds; clamped to {@link MAX_COOKIE_AGE_SECONDS}. `0` or less deletes the cookie. */
  maxAge?: number;
  /** Clamped to 400 days from now. Prefer `maxAge`. */
  expires?: Date;
  /** CHIPS partitioned cookie; requires `secure`. */
  partitioned?: boolean;
  priority?: 'low' | 'medium' | 'high';
}

// Attribute values are written verbatim, so they must not be able to add attributes.
const PATH = /^\/[\x21-\x3a\x3c-\x7e]*$/;
const DOMAIN = /^\.?[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?$/;

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

function checkOptions(name: string, options: Required<Pick<CookieOptions, 'secure' | 'path'>> & CookieOptions): void {
  if (!isCookieName(name)) throw new TypeError(`Invalid cookie name: ${JSON.stringify(name)}`);
  if (!PATH.test(options.path)) throw new TypeError(`Invalid cookie path: ${JSON.stringify(options.path)}`);
  if (options.domain !== undefined && !DOMAIN.test(options.domain)) {
    throw new TypeError(`Invalid cookie domain: ${JSON.stringify(options.domain)}`);
  }
  const needsSecure =
    name.startsWith('__Secure-') || name.startsWith('__Host-') || options.sameSite === 'none' || options.partitioned;
  if (needsSecure && !options.secure) {
    throw new TypeError(`Cookie ${name} requires the Secure attribute (prefix, SameSite=None or Partitioned)`);
  }
  if (name.startsWith('__Host-') && (options.path !== '/' || options.domain !== undefined)) {
    throw new TypeError(`Cookie ${name} must have Path=/ and no Domain`);
  }
}

function clampMaxAge(maxAge: number): number {
  if (Number.isNaN(maxAge)) throw new TypeError('Cookie maxAge must be a number');
  return Math.min(Math.max(Math.floor(maxAge), 0), MAX_COOKIE_AGE_SECONDS);
}

function clampExpires(expires: Date): Date {
  const time = expires.getTime();
  if (Number.isNaN(time)) throw new TypeError('Cookie expires must be a valid date');
  return new Date(Math.min(time, Date.now() + MAX_COOKIE_AGE_SECONDS * 1000));
}

/**
 * Builds one `Set-Cookie` header value. Secure defaults (HttpOnly, Secure,
 * SameSite=Lax, Path=/) apply unless overridden; the value is percent-encoded.
 * Throws a TypeError for an invalid name or inconsistent attributes, which are
 * programming errors rather than request errors.
 *
 * @example
 * serializeCookie('latchkey.state', 'abc', { maxAge: 300 });
 * // 'latchkey.state=abc; Max-Age=300; Path=/; HttpOnly; Secure; SameSite=Lax'
 */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const resolved = { httpOnly: true, secure: true, sameSite: 'lax' as const, path: '/', ...options };
  checkOptions(name, resolved);
  const parts = [`${name}=${encodeCookieValue(value)}`];
  if (resolved.maxAge !== undefined) parts.push(`Max-Age=${clampMaxAge(resolved.maxAge)}`);
  if (resolved.domain !== undefined) parts.push(`Domain=${resolved.domain}`);
  parts.push(`Path=${resolved.path}`);
  if (resolved.expires !== undefined) parts.push(`Expires=${clampExpires(resolved.expires).toUTCString()}`);
  if (resolved.httpOnly) parts.push('HttpOnly');
  if (resolved.secure) parts.push('Secure');
  parts.push(`SameSite=${capitalize(resolved.sameSite)}`);
  if (resolved.partitioned) parts.push('Partitioned');
  if (resolved.priority !== undefined) parts.push(`Priority=${capitalize(resolved.priority)}`);
  return parts.join('; ');
}

/**
 * A `Set-Cookie` value that removes the cookie. Path and Domain must match the
 * ones it was set with, so pass the same options.
 *
 * @example
 * serializeDeletionCookie('latchkey.state', { path: '/' });
 */
export function serializeDeletionCookie(name: string, options: CookieOptions = {}): string {
  return serializeCookie(name, '', { ...options, maxAge: 0, expires: undefined });
}
