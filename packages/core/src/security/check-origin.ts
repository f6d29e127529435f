import { AuthError } from '../error/auth-error.js';
import { CORE_ERROR_CODES } from '../error/core-error-codes.js';
import type { TrustedOrigins } from './trusted-origins.js';

export interface CheckOriginOptions {
  trusted: TrustedOrigins;
  /** Whether the request carries Latchkey cookies, i.e. could ride on a signed-in browser. */
  hasCookies: boolean;
  /** Sign-in and sign-up entry points, which login CSRF targets without any cookie. */
  isAuthEntry: boolean;
  /** Routes that mail or text a code to an address named in the body, which a hostile page could aim at a victim. */
  sendsMessage: boolean;
}

export type OriginCheckCode = 'INVALID_ORIGIN' | 'MISSING_OR_NULL_ORIGIN' | 'CROSS_SITE_NAVIGATION_LOGIN_BLOCKED';

export type OriginCheck = { ok: true } | { ok: false; code: OriginCheckCode; error: AuthError };

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const OK: OriginCheck = Object.freeze({ ok: true });

function refuse(code: OriginCheckCode, message?: string): OriginCheck {
  return { ok: false, code, error: AuthError.of(CORE_ERROR_CODES, code, message === undefined ? {} : { message }) };
}

function checkOriginValue(origin: string, trusted: TrustedOrigins): OriginCheck {
  if (origin === 'null') return refuse('MISSING_OR_NULL_ORIGIN');
  return trusted.isTrustedOrigin(origin) ? OK : refuse('INVALID_ORIGIN', untrustedMessage(origin));
}

/**
 * Names the refused origin and the option that admits it: a front end on another
 * development port is refused too, and a bare "Invalid origin" leaves its developer
 * guessing. The origin is the request's own header, so this reveals nothing new.
 */
function untrustedMessage(origin: string): string {
  const shown = origin.length > 200 ? `${origin.slice(0, 200)}…` : origin;
  return `Invalid origin: ${shown} is not trusted. Add it to the trustedOrigins option if it should be.`;
}

/** `Origin`, or the origin of `Referer` when a browser left `Origin` out. */
function requestOrigin(headers: Headers): string | null {
  const origin = headers.get('origin');
  if (origin !== null) return origin;
  const referer = headers.get('referer');
  if (referer === null) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return referer; // unparsable, so it fails the trust check below
  }
}

/**
 * A cookieless request is checked only on what a browser sends by itself: an
 * origin (`Origin`, else `Referer`) must be trusted, and Fetch Metadata naming
 * another site without any origin is refused. A client that sends none of these
 * (server to server, native apps) passes.
 */
function checkBrowserOrigin(headers: Headers, trusted: TrustedOrigins): OriginCheck {
  const origin = requestOrigin(headers);
  if (origin !== null) return checkOriginValue(origin, trusted);
  const site = headers.get('sec-fetch-site');
  // `same-origin` is a page of this server and `none` the user's own action (address bar, bookmark).
  if (site === null || site === 'same-origin' || site === 'none') return OK;
  return refuse('MISSING_OR_NULL_ORIGIN');
}

/** An auto-submitted cross-site form: top-level navigation initiated by another site. */
function isCrossSiteNavigation(headers: Headers): boolean {
  return headers.get('sec-fetch-site') === 'cross-site' && headers.get('sec-fetch-mode') === 'navigate';
}

/**
 * CSRF defence for one request. Returns a result rather than throwing, so the caller
 * decides; on refusal `error` is the 403 AuthError to throw.
 *
 * - GET, HEAD and OPTIONS pass; every other method is treated as state-changing.
 * - With cookies: the `Origin` (else `Referer`) origin must be trusted; `null` or absent
 *   is refused with `MISSING_OR_NULL_ORIGIN`, an untrusted one with `INVALID_ORIGIN`.
 * - Without cookies, on sign-in/sign-up: a cross-site top-level navigation (Fetch Metadata
 *   `Sec-Fetch-Site: cross-site` + `Sec-Fetch-Mode: navigate`, i.e. an auto-submitted form)
 *   is refused with `CROSS_SITE_NAVIGATION_LOGIN_BLOCKED`.
 * - Without cookies, on sign-in/sign-up and routes that send mail or codes: an `Origin`
 *   (else `Referer`) origin, when sent, must be trusted; Fetch Metadata from another site
 *   without either is refused with `MISSING_OR_NULL_ORIGIN`.
 * - Without cookies otherwise, or without any browser signal (server to server, native apps): passes.
 *
 * @example
 * const check = checkOrigin(request, {
 *   trusted,
 *   hasCookies,
 *   isAuthEntry: meta.authEntry ?? false,
 *   sendsMessage: meta.sendsMessage ?? false,
 * });
 * if (!check.ok) throw check.error;
 */
export function checkOrigin(request: Pick<Request, 'method' | 'headers'>, options: CheckOriginOptions): OriginCheck {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return OK;
  const { headers } = request;
  if (options.hasCookies) {
    const origin = requestOrigin(headers);
    return origin === null ? refuse('MISSING_OR_NULL_ORIGIN') : checkOriginValue(origin, options.trusted);
  }
  if (options.isAuthEntry && isCrossSiteNavigation(headers)) return refuse('CROSS_SITE_NAVIGATION_LOGIN_BLOCKED');
  if (!options.isAuthEntry && !options.sendsMessage) return OK;
  return checkBrowserOrigin(headers, options.trusted);
}
