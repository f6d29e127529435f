import { AuthError } from '../error/auth-error.js';
import { CORE_ERROR_CODES } from '../error/core-error-codes.js';
import type { TrustedOrigins } from './trusted-origins.js';

/** `'invalid-type'`: not a string. `'untrusted'`: a string that is not a safe target (including `''`). */
export type RedirectCheck = 'ok' | 'invalid-type' | 'untrusted';

export type RedirectField = 'callbackURL' | 'redirectTo' | 'errorCallbackURL' | 'newUserCallbackURL';

/** Long enough for any real callback, short enough to keep state records and headers small. */
export const MAX_REDIRECT_LENGTH = 2048;

const FIELD_CODES = {
  callbackURL: 'INVALID_CALLBACK_URL',
  redirectTo: 'INVALID_REDIRECT_URL',
  errorCallbackURL: 'INVALID_ERROR_CALLBACK_URL',
  newUserCallbackURL: 'INVALID_NEW_USER_CALLBACK_URL',
} as const satisfies Record<RedirectField, keyof typeof CORE_ERROR_CODES>;

// Printable ASCII only: browsers silently drop tabs, newlines and leading spaces
// (`/\t/evil.com` becomes `//evil.com`), and a Location header must be ASCII anyway.
const PRINTABLE_ASCII = /^[\x21-\x7e]+$/;
// Encoded controls and encoded backslashes, anywhere.
const ENCODED_HAZARD = /%(?:[01][0-9a-f]|7f|5c)/i;
// Encoded slash and encoded percent (double encoding) in the path, where a decoding proxy
// or router could turn `/%2F%2Fevil.com` into `//evil.com`.
const ENCODED_PATH_HAZARD = /%(?:2f|25)/i;
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;
const ABSOLUTE = /^([a-z][a-z0-9+.-]*):\/\//i;
const PROBE_HOST = 'redirect-probe.invalid';

function isSafePath(value: string): boolean {
  if (value.startsWith('//')) return false;
  const pathEnd = value.search(/[?#]/);
  const path = pathEnd === -1 ? value : value.slice(0, pathEnd);
  if (ENCODED_PATH_HAZARD.test(path)) return false;
  // Dot segments are refused outright: `/..//evil.com` normalises to the path `//evil.com`.
  if (path.split('/').some((segment) => DOT_SEGMENT.test(segment))) return false;
  // Defence in depth: resolve it the way a browser would and check it stayed put.
  try {
    const resolved = new URL(value, `https://${PROBE_HOST}`);
    return resolved.host === PROBE_HOST && !resolved.pathname.startsWith('//');
  } catch {
    return false;
  }
}

function isTrustedAbsolute(value: string, trusted: TrustedOrigins): boolean {
  // Requiring `scheme://` rules out `javascript:`, `data:` and the `https:evil.com` form
  // that browsers resolve differently from a base-less parser.
  const scheme = ABSOLUTE.exec(value)?.[1];
  if (scheme === undefined) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === `${scheme.toLowerCase()}:` && trusted.isTrustedURL(url);
}

/**
 * Whether `value` is a safe redirect target: an absolute URL on a trusted origin, or a
 * path that starts with a single `/` and cannot leave the origin. Refuses backslashes,
 * controls, whitespace and non-ASCII (percent-encode it), encoded controls or backslashes,
 * encoded slashes, encoded `%` and dot segments in the path, userinfo, and untrusted hosts,
 * ports and schemes. Encoded slashes stay allowed in the query (`/a?next=%2Fb`).
 *
 * @example
 * isSafeRedirect('/dashboard?tab=1', trusted); // 'ok'
 * isSafeRedirect('//evil.com', trusted); // 'untrusted'
 * isSafeRedirect(42, trusted); // 'invalid-type'
 */
export function isSafeRedirect(value: unknown, trusted: TrustedOrigins): RedirectCheck {
  if (typeof value !== 'string') return 'invalid-type';
  if (value.length === 0 || value.length > MAX_REDIRECT_LENGTH) return 'untrusted';
  if (!PRINTABLE_ASCII.test(value) || value.includes('\\') || ENCODED_HAZARD.test(value)) return 'untrusted';
  if (value.startsWith('/')) return isSafePath(value) ? 'ok' : 'untrusted';
  return isTrustedAbsolute(value, trusted) ? 'ok' : 'untrusted';
}

/**
 * The one gate every redirect target passes. Returns the value when safe; otherwise
 * throws 400 `VALIDATION_ERROR` for a non-string and 403 with the field's code
 * (`INVALID_CALLBACK_URL`, …) for an unsafe string. Skip it for absent optional fields.
 *
 * @example
 * const callbackURL = assertSafeRedirect(body.callbackURL, ctx.trustedOrigins, 'callbackURL');
 */
export function assertSafeRedirect(value: unknown, trusted: TrustedOrigins, field: RedirectField): string {
  const check = isSafeRedirect(value, trusted);
  if (check === 'ok') return value as string;
  if (check === 'invalid-type') {
    throw AuthError.of(CORE_ERROR_CODES, 'VALIDATION_ERROR', {
      message: `${field} must be a string`,
      details: { field },
    });
  }
  throw AuthError.of(CORE_ERROR_CODES, FIELD_CODES[field], { details: { field } });
}
