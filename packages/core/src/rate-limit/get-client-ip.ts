import { normalizeIp } from './normalize-ip.js';

export interface ClientIpOptions {
  /** The peer address of the TCP connection, as the server integration reports it. */
  connectionIp?: string;
  /**
   * Headers set by your own reverse proxy, read in order; the first one present
   * decides. Leave unset unless a proxy you control sets (and overwrites) them:
   * otherwise any client can claim any address. Example: `['x-forwarded-for']`.
   */
  trustedProxyHeaders?: readonly string[];
  /**
   * For `X-Forwarded-For`: how many entries at the right end of the list were
   * added by your proxies and must be skipped. 0 (the default) when one proxy
   * sits in front of the app; 1 for CDN → load balancer → app; and so on.
   */
  trustedProxyCount?: number;
}

/**
 * IPv6 clients usually get a whole /64, so limiting single addresses would give
 * one client 2^64 buckets.
 */
const IPV6_PREFIX = 64;

/**
 * The client's address for rate limiting, or `null` when it is unknown.
 *
 * By default only the connection address counts. Proxy headers are read only
 * when listed in `trustedProxyHeaders`. `X-Forwarded-For` is read from the
 * right, because each proxy appends the address it saw and only the entries
 * added by your own proxies can be trusted: the entry taken is the right-most
 * one after skipping `trustedProxyCount` entries. Anything left of it may have
 * been written by the client. Other headers (`x-real-ip`, `cf-connecting-ip`)
 * must hold a single address. A listed header that is present but holds no
 * valid address (or too few entries) answers `null`; when no listed header is
 * present, the connection address is used.
 *
 * The result is validated and normalised: IPv4-mapped IPv6 becomes IPv4, and
 * IPv6 is grouped by /64 (`2001:db8:1:2::/64`).
 *
 * @example
 * getClientIp(request, { connectionIp: socket.remoteAddress });
 * getClientIp(request, { trustedProxyHeaders: ['x-forwarded-for'], trustedProxyCount: 1 });
 */
export function getClientIp(request: Request, options: ClientIpOptions = {}): string | null {
  for (const name of options.trustedProxyHeaders ?? []) {
    const value = request.headers.get(name);
    if (value === null) continue;
    const isForwardedFor = name.toLowerCase() === 'x-forwarded-for';
    const raw = isForwardedFor ? pickForwardedFor(value, options.trustedProxyCount ?? 0) : value;
    return raw === undefined ? null : normalizeIp(raw, { ipv6Prefix: IPV6_PREFIX });
  }
  if (options.connectionIp === undefined) return null;
  return normalizeIp(options.connectionIp, { ipv6Prefix: IPV6_PREFIX });
}

function pickForwardedFor(value: string, skip: number): string | undefined {
  if (!Number.isInteger(skip) || skip < 0) {
    throw new TypeError('getClientIp: trustedProxyCount must be a non-negative integer');
  }
  const entries = value.split(',');
  return entries[entries.length - 1 - skip];
}

/**
 * `getClientIp` with fixed proxy settings, for the handler: when no proxy header
 * is trusted, the connection address alone decides, and the last one normalised
 * is answered again without normalising it (a keep-alive connection sends many
 * requests from one address).
 *
 * @example
 * const clientIp = clientIpReader({ trustedProxyHeaders: [] });
 * clientIp(request, socket.remoteAddress);
 */
export function clientIpReader(
  options: Omit<ClientIpOptions, 'connectionIp'>,
): (request: Request, connectionIp: string | undefined) => string | null {
  if ((options.trustedProxyHeaders ?? []).length > 0) {
    return (request, connectionIp) => getClientIp(request, { ...options, connectionIp });
  }
  let lastSeen: string | undefined;
  let lastAnswer: string | null = null;
  return (_request, connectionIp) => {
    if (connectionIp === undefined) return null;
    if (connectionIp !== lastSeen) {
      lastAnswer = normalizeIp(connectionIp, { ipv6Prefix: IPV6_PREFIX });
      lastSeen = connectionIp;
    }
    return lastAnswer;
  };
}
