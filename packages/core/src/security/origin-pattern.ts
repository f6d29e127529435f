/**
 * One entry of the trusted-origins list, parsed and normalised once at start-up so
 * that request-time matching is a plain comparison.
 */
export type OriginPattern =
  /** `https://app.example.com[:port]`, compared by normalised origin. */
  | { kind: 'exact'; origin: string }
  /** `https://*.example.com[:port]`: any host with at least one label before `suffix`. */
  | { kind: 'wildcard'; protocol: string; suffix: string; port: string }
  /** `myapp://` (any URL of the scheme) or `myapp://host`. */
  | { kind: 'scheme'; protocol: string; host: string | null };

/** Schemes that can run code or read local data; they are never trusted, even if listed. */
const FORBIDDEN_SCHEMES = new Set([
  'javascript',
  'data',
  'vbscript',
  'file',
  'blob',
  'about',
  'filesystem',
  'view-source',
  'mhtml',
  'jar',
]);
const SCHEME = /^([a-z][a-z0-9+.-]*):\/\/(.*)$/i;
const PLACEHOLDER = 'wildcard-label';

function fail(pattern: string, reason: string): never {
  throw new TypeError(`Invalid trusted origin ${JSON.stringify(pattern)}: ${reason}`);
}

function parseWebPattern(pattern: string, protocol: string, rest: string): OriginPattern {
  const authority = rest.endsWith('/') ? rest.slice(0, -1) : rest;
  if (/[/?#@\\]/.test(authority) || authority.length === 0) {
    fail(pattern, 'an origin is scheme://host[:port], with no path, query, fragment or credentials');
  }
  if (!authority.includes('*')) {
    let url: URL;
    try {
      url = new URL(`${protocol}//${authority}`);
    } catch {
      return fail(pattern, 'not a valid URL');
    }
    return { kind: 'exact', origin: url.origin };
  }
  // A wildcard is only ever a whole leftmost label, so it cannot match across a label boundary.
  if (!authority.startsWith('*.') || authority.indexOf('*', 1) !== -1) {
    fail(pattern, 'a wildcard must be the whole leftmost label, as in https://*.example.com');
  }
  let url: URL;
  try {
    url = new URL(`${protocol}//${PLACEHOLDER}.${authority.slice(2)}`);
  } catch {
    return fail(pattern, 'not a valid host after the wildcard');
  }
  const suffix = url.hostname.slice(PLACEHOLDER.length + 1);
  const labels = suffix.split('.');
  if (labels.some((label) => label.length === 0) || (labels.length < 2 && suffix !== 'localhost')) {
    fail(pattern, 'a wildcard needs a registrable domain after it (at least two labels)');
  }
  return { kind: 'wildcard', protocol, suffix, port: url.port };
}

/**
 * Parses one trusted-origin pattern, throwing a TypeError that says what is wrong.
 * Scheme-less patterns are refused so that `example.com` cannot silently mean http.
 *
 * @example
 * parseOriginPattern('https://*.example.com'); // { kind: 'wildcard', suffix: 'example.com', … }
 * parseOriginPattern('https://*example.com'); // throws
 */
export function parseOriginPattern(pattern: string): OriginPattern {
  // Non-ASCII hosts are allowed here (URL parsing turns them into punycode); whitespace is not.
  if (typeof pattern !== 'string' || !/^[^\s\p{C}]+$/u.test(pattern)) {
    fail(String(pattern), 'must be a non-empty string without spaces or control characters');
  }
  const match = SCHEME.exec(pattern);
  if (!match) fail(pattern, 'must start with a scheme, e.g. https://app.example.com or myapp://');
  const scheme = (match[1] ?? '').toLowerCase();
  const rest = match[2] ?? '';
  if (FORBIDDEN_SCHEMES.has(scheme)) fail(pattern, `the ${scheme}: scheme can never be trusted`);
  if (scheme === 'http' || scheme === 'https') return parseWebPattern(pattern, `${scheme}:`, rest);
  const host = rest.endsWith('/') ? rest.slice(0, -1) : rest;
  if (host.length > 0 && !/^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?$/i.test(host)) {
    fail(pattern, 'a custom scheme takes no wildcard, path or credentials: use myapp:// or myapp://host');
  }
  return { kind: 'scheme', protocol: `${scheme}:`, host: host.length > 0 ? host.toLowerCase() : null };
}
