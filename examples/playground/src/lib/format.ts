const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A date for people, in their locale: "12 Mar 2025, 14:05". */
export function formatDateTime(value: string | Date): string {
  return dateTime.format(typeof value === 'string' ? new Date(value) : value);
}

/**
 * A short device name from a User-Agent string, good enough to tell sessions apart.
 *
 * @example
 * describeUserAgent('Mozilla/5.0 (X11; Linux x86_64) … Chrome/126.0 Safari/537.36'); // 'Chrome on Linux'
 */
export function describeUserAgent(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Unknown device';
  const browser =
    /Edg\//.test(userAgent) ? 'Edge' : /Firefox\//.test(userAgent) ? 'Firefox' : /Chrom(e|ium)\//.test(userAgent) ? 'Chrome' : /Safari\//.test(userAgent) ? 'Safari' : 'A browser';
  const system =
    /Windows/.test(userAgent) ? 'Windows' : /Android/.test(userAgent) ? 'Android' : /iPhone|iPad/.test(userAgent) ? 'iOS' : /Mac OS X/.test(userAgent) ? 'macOS' : /Linux/.test(userAgent) ? 'Linux' : 'an unknown system';
  return `${browser} on ${system}`;
}

/**
 * A session's address for people: the loopback address (what a local playground
 * sees) reads as "this computer".
 *
 * @example
 * describeAddress('::/64'); // 'this computer'
 */
export function describeAddress(address: string | null | undefined): string {
  if (!address) return 'unknown address';
  // IPv6 addresses arrive grouped by /64, so loopback (::1) shows as ::/64.
  if (address === '::/64' || address === '::1' || address.startsWith('127.')) return 'this computer';
  return address;
}
