import { parseOriginPattern, type OriginPattern } from './origin-pattern.js';

/** The origins requests may come from and redirects may go to. Build with {@link createTrustedOrigins}. */
export interface TrustedOrigins {
  /** The base URL's origin, e.g. `https://example.com`. */
  readonly baseOrigin: string;
  /** Whether a parsed absolute URL points at a trusted origin. URLs with credentials never do. */
  isTrustedURL(url: URL): boolean;
  /** Whether an origin string (an `Origin` header value or `url.origin`) is trusted. */
  isTrustedOrigin(origin: string): boolean;
}

export interface CreateTrustedOriginsOptions {
  baseURL: string | URL;
  /**
   * Exact origins (`https://app.example.com`), wildcard subdomains (`https://*.example.com`,
   * which does not include `example.com` itself) and custom schemes for native apps
   * (`myapp://` or `myapp://host`).
   */
  trustedOrigins?: readonly string[];
}

function matches(pattern: OriginPattern, url: URL): boolean {
  switch (pattern.kind) {
    case 'exact':
      return url.origin === pattern.origin;
    case 'wildcard':
      return (
        url.protocol === pattern.protocol &&
        url.port === pattern.port &&
        url.hostname.length > pattern.suffix.length + 1 &&
        url.hostname.endsWith(`.${pattern.suffix}`)
      );
    case 'scheme':
      return url.protocol === pattern.protocol && (pattern.host === null || url.host.toLowerCase() === pattern.host);
  }
}

/**
 * Builds the trusted-origin set: the base URL's origin plus the configured patterns.
 * Invalid patterns (a wildcard inside a label, a path, `javascript:` …) throw at creation.
 * Matching compares URL-normalised values: lower-case punycode host, default port removed.
 *
 * @example
 * const trusted = createTrustedOrigins({
 *   baseURL: 'https://example.com/api/auth',
 *   trustedOrigins: ['https://*.example.com', 'myapp://'],
 * });
 * trusted.isTrustedOrigin('https://app.example.com'); // true
 * trusted.isTrustedOrigin('https://example.com.evil.com'); // false
 */
export function createTrustedOrigins(options: CreateTrustedOriginsOptions): TrustedOrigins {
  const base = new URL(options.baseURL);
  if (base.protocol !== 'https:' && base.protocol !== 'http:') {
    throw new TypeError(`The base URL must be http or https, got ${JSON.stringify(base.protocol)}`);
  }
  const patterns: OriginPattern[] = [
    { kind: 'exact', origin: base.origin },
    ...(options.trustedOrigins ?? []).map(parseOriginPattern),
  ];
  const isTrustedURL = (url: URL): boolean =>
    url.username === '' && url.password === '' && patterns.some((pattern) => matches(pattern, url));
  return {
    baseOrigin: base.origin,
    isTrustedURL,
    isTrustedOrigin(origin: string): boolean {
      if (typeof origin !== 'string' || origin === 'null') return false;
      try {
        return isTrustedURL(new URL(origin));
      } catch {
        return false;
      }
    },
  };
}
