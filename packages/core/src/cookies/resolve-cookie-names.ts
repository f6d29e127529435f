import { isCookieName } from './cookie-codec.js';
import { serializeCookie, type CookieOptions } from './serialize-cookie.js';

/** The cookies the core itself sets, by logical name. */
export const CORE_COOKIES = ['session_token', 'session_data', 'dont_remember', 'state'] as const;
export type CoreCookie = (typeof CORE_COOKIES)[number];

/** A cookie's wire name and the attributes to set (and delete) it with. */
export interface CookieDefinition {
  readonly name: string;
  readonly options: CookieOptions;
}

export interface CookieOverride {
  /** Replaces `<prefix>.<logical name>`; `__Secure-` is still added over https. */
  name?: string;
  options?: CookieOptions;
}

export interface ResolveCookieOptions {
  baseURL: string | URL;
  /** Defaults to `'latchkey'`. */
  prefix?: string;
  /** Attributes for every cookie, e.g. a shared `domain` for cross-subdomain sessions. */
  defaults?: CookieOptions;
  /** Per logical name (`session_token`, …) overrides of name and attributes. */
  overrides?: Readonly<Record<string, CookieOverride | undefined>>;
}

const SECURE_PREFIXES = ['__Secure-', '__Host-'];

/**
 * Resolves one logical cookie (a core one or a plugin's) to its name and attributes.
 * Over https the cookie is Secure and its name gets the `__Secure-` prefix, so a
 * sibling http page or subdomain cannot overwrite it; over http (local development)
 * neither applies, since browsers refuse Secure cookies there.
 *
 * @example
 * resolveCookie('two_factor', { baseURL: 'https://example.com' });
 * // { name: '__Secure-latchkey.two_factor', options: { secure: true, … } }
 */
export function resolveCookie(logicalName: string, options: ResolveCookieOptions): CookieDefinition {
  const prefix = options.prefix ?? 'latchkey';
  const override = options.overrides?.[logicalName];
  const https = new URL(options.baseURL).protocol === 'https:';
  const cookieOptions: CookieOptions = {
    httpOnly: true,
    secure: https,
    sameSite: 'lax',
    path: '/',
    ...options.defaults,
    ...override?.options,
  };
  const base = override?.name ?? `${prefix}.${logicalName}`;
  const keepName = SECURE_PREFIXES.some((p) => base.startsWith(p)) || !cookieOptions.secure;
  const name = keepName ? base : `__Secure-${base}`;
  if (!isCookieName(name)) throw new TypeError(`Invalid cookie name: ${JSON.stringify(name)}`);
  // Fail at configuration time, not on the first request that sets the cookie.
  serializeCookie(name, '', cookieOptions);
  return { name, options: cookieOptions };
}

/**
 * Resolves the core cookies for a base URL.
 *
 * @example
 * const cookies = resolveCookieNames({ baseURL: 'https://example.com/api/auth' });
 * cookies.session_token.name; // '__Secure-latchkey.session_token'
 */
export function resolveCookieNames(options: ResolveCookieOptions): Record<CoreCookie, CookieDefinition> {
  return {
    session_token: resolveCookie('session_token', options),
    session_data: resolveCookie('session_data', options),
    dont_remember: resolveCookie('dont_remember', options),
    state: resolveCookie('state', options),
  };
}
