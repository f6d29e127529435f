import type { CookieOverride } from '../cookies/resolve-cookie-names.js';
import type { CookieOptions } from '../cookies/serialize-cookie.js';

/**
 * Settings most apps leave alone: cookie names and attributes, client IP
 * headers, the body size limit, id generation (`createAuth({ advanced })`).
 *
 * @example
 * advanced: { cookiePrefix: 'myapp', cookieDefaults: { domain: '.example.com' } }
 */
export interface AdvancedOptions {
  /** Cookie name prefix. Defaults to `latchkey`. */
  cookiePrefix?: string;
  /** Per-cookie name and attribute overrides. */
  cookies?: Record<string, CookieOverride>;
  /** Attributes for every cookie, e.g. a shared `domain` for sessions across subdomains. */
  cookieDefaults?: CookieOptions;
  /** Client IP: headers to trust, only when a proxy you control sets them. */
  ipAddress?: { trustedHeaders?: readonly string[]; trustedProxyCount?: number };
  /** The largest request body read, in bytes. Defaults to 1 MiB. */
  maxBodyBytes?: number;
  /** Generates primary keys. Defaults to 32 random characters. */
  generateId?: () => string;
}
