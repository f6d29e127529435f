import { isIP } from 'node:net';

export interface NormalizeIpOptions {
  /**
   * Keep only this many leading bits of an IPv6 address and answer the network
   * (`2001:db8:1:2::/64`). Defaults to 128, the whole address.
   */
  ipv6Prefix?: number;
}

/** Longer than any address with a port and a zone id; refuses junk before parsing it. */
const MAX_INPUT_LENGTH = 100;

/**
 * Validates an IP address and writes it in one canonical form, so that every
 * spelling of an address maps to the same rate-limit key: surrounding
 * whitespace, `[brackets]`, ports and IPv6 zone ids (`%eth0`) are removed,
 * IPv4-mapped IPv6 (`::ffff:1.2.3.4`) becomes plain IPv4, and IPv6 is written
 * lower-case and compressed (RFC 5952). Anything else answers `null`.
 *
 * @example
 * normalizeIp('::FFFF:203.0.113.7'); // '203.0.113.7'
 * normalizeIp('2001:0DB8:0000:0000:0001:0000:0000:0001'); // '2001:db8::1:0:0:1'
 * normalizeIp('2001:db8:1:2:3:4:5:6', { ipv6Prefix: 64 }); // '2001:db8:1:2::/64'
 * normalizeIp('not an ip'); // null
 */
export function normalizeIp(value: string, options: NormalizeIpOptions = {}): string | null {
  if (value.length > MAX_INPUT_LENGTH) return null;
  const address = stripPortAndZone(value.trim());
  if (address === null) return null;
  const version = isIP(address);
  if (version === 4) return address;
  if (version !== 6) return null;
  const groups = expandIpv6(address.toLowerCase());
  if (isIpv4Mapped(groups)) return ipv4FromGroups(groups[6] ?? 0, groups[7] ?? 0);
  const prefix = options.ipv6Prefix ?? 128;
  if (prefix >= 128) return compressIpv6(groups);
  return `${compressIpv6(maskGroups(groups, prefix))}/${prefix}`;
}

/** `[v6]:port`, `[v6]`, `v4:port` and `v6%zone` down to the bare address; null when malformed. */
function stripPortAndZone(value: string): string | null {
  let address = value;
  let port: string | undefined;
  if (address.startsWith('[')) {
    const match = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(address);
    if (!match?.[1]) return null;
    [address, port] = [match[1], match[2]];
  } else {
    const match = /^([\d.]+):(\d{1,5})$/.exec(address);
    if (match?.[1]) [address, port] = [match[1], match[2]];
  }
  if (port !== undefined && Number(port) > 65_535) return null;
  const zone = address.indexOf('%');
  if (zone < 0) return address;
  // Zone ids only exist on IPv6; `1.2.3.4%x` and an empty zone stay invalid.
  if (!address.includes(':') || !/^[\w.-]+$/.test(address.slice(zone + 1))) return null;
  return address.slice(0, zone);
}

/** Eight 16-bit groups from a valid IPv6 address (any compression, trailing dotted IPv4). */
function expandIpv6(address: string): number[] {
  let text = address;
  const lastColon = text.lastIndexOf(':');
  const tail = text.slice(lastColon + 1);
  if (tail.includes('.')) {
    const [a = 0, b = 0, c = 0, d = 0] = tail.split('.').map(Number);
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const parse = (part: string): number[] => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const left = parse(head);
  if (rest === undefined) return left;
  const right = parse(rest);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

function isIpv4Mapped(groups: readonly number[]): boolean {
  return groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
}

function ipv4FromGroups(high: number, low: number): string {
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

function maskGroups(groups: readonly number[], prefix: number): number[] {
  return groups.map((group, index) => {
    const bits = Math.min(16, Math.max(0, prefix - index * 16));
    return bits === 0 ? 0 : group & (0xffff << (16 - bits)) & 0xffff;
  });
}

/** RFC 5952: lower-case hex, no leading zeros, the longest run of two or more zero groups as `::`. */
function compressIpv6(groups: readonly number[]): string {
  let bestStart = -1;
  let bestLength = 1;
  for (let start = 0; start < groups.length; ) {
    let end = start;
    while (end < groups.length && groups[end] === 0) end++;
    if (end - start > bestLength) [bestStart, bestLength] = [start, end - start];
    start = end === start ? start + 1 : end;
  }
  const hex = groups.map((group) => group.toString(16));
  if (bestStart < 0) return hex.join(':');
  const left = hex.slice(0, bestStart).join(':');
  const right = hex.slice(bestStart + bestLength).join(':');
  return `${left}::${right}`;
}
