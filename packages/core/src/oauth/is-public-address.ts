/** IPv4 ranges that never belong to a public server (RFC 6890 and friends), as [network, prefix]. */
const PRIVATE_V4: readonly (readonly [string, number])[] = [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
];

function parseV4(address: string): number | null {
  const parts = address.split('.');
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255) return null;
    value = value * 256 + Number(part);
  }
  return value;
}

function isPublicV4(value: number): boolean {
  return PRIVATE_V4.every(([network, prefix]) => {
    const size = 2 ** (32 - prefix);
    const start = parseV4(network) ?? 0;
    return value < start || value >= start + size;
  });
}

/** Eight 16-bit groups, expanding `::` and a trailing dotted IPv4. */
function parseV6(address: string): number[] | null {
  let text = address.replace(/^\[|\]$/g, '').split('%')[0] ?? '';
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4?.[1]) {
    const value = parseV4(v4[1]);
    if (value === null) return null;
    text = `${text.slice(0, -v4[1].length)}${(value >>> 16).toString(16)}:${(value & 0xffff).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const fill = halves.length === 2 ? 8 - head.length - tail.length : 0;
  if (fill < 0 || (halves.length === 1 && head.length !== 8)) return null;
  const groups = [...head, ...Array<string>(fill).fill('0'), ...tail];
  if (groups.length !== 8 || groups.some((g) => !/^[0-9a-f]{1,4}$/i.test(g))) return null;
  return groups.map((g) => parseInt(g, 16));
}

function isPublicV6(groups: number[]): boolean {
  const [a = 0, b = 0] = groups;
  const embeddedV4 = ((groups[6] ?? 0) * 65536 + (groups[7] ?? 0)) >>> 0;
  const zeroUntil = (n: number): boolean => groups.slice(0, n).every((g) => g === 0);
  if (zeroUntil(8)) return false; // unspecified
  if (zeroUntil(7) && groups[7] === 1) return false; // loopback
  if (zeroUntil(5) && groups[5] === 0xffff) return isPublicV4(embeddedV4); // IPv4-mapped
  if (zeroUntil(6)) return false; // deprecated IPv4-compatible
  if (a === 0x64 && b === 0xff9b) return isPublicV4(embeddedV4); // NAT64
  if (a === 0x2002) return isPublicV4(((groups[1] ?? 0) * 65536 + (groups[2] ?? 0)) >>> 0); // 6to4
  if ((a & 0xfe00) === 0xfc00) return false; // unique-local fc00::/7
  if ((a & 0xffc0) === 0xfe80) return false; // link-local fe80::/10
  if ((a & 0xffc0) === 0xfec0) return false; // site-local (deprecated)
  if ((a & 0xff00) === 0xff00) return false; // multicast
  if (a === 0x2001 && b === 0x0db8) return false; // documentation
  if (a === 0x0100 && groups.slice(1, 4).every((g) => g === 0)) return false; // discard-only 100::/64
  return true;
}

/**
 * True for addresses a server may safely call on a user's behalf: not private,
 * loopback, link-local, unique-local, multicast, documentation or reserved,
 * including IPv4 hidden inside IPv6 (mapped, NAT64, 6to4). Unparseable is false.
 *
 * @example
 * isPublicAddress('8.8.8.8');        // true
 * isPublicAddress('::ffff:10.0.0.1'); // false
 */
export function isPublicAddress(address: string): boolean {
  const v4 = parseV4(address);
  if (v4 !== null) return isPublicV4(v4);
  const v6 = parseV6(address);
  return v6 !== null && isPublicV6(v6);
}
