/**
 * How cookie names and values are written on the wire. Values are percent-encoded
 * so any string survives a round trip; names are never encoded, only validated,
 * because a name that needs encoding is a programming error.
 */

const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const HEX = '0123456789ABCDEF';
const encoder = new TextEncoder();

/**
 * Whether `name` is an RFC 6265 cookie name (an RFC 9110 token).
 *
 * @example
 * isCookieName('latchkey.session_token'); // true
 * isCookieName('bad name'); // false
 */
export function isCookieName(name: string): boolean {
  return TOKEN.test(name);
}

/** RFC 6265 cookie-octet, minus `%` so that decoding is unambiguous. */
function isPlainOctet(byte: number): boolean {
  return (
    byte === 0x21 ||
    (byte >= 0x23 && byte <= 0x2b && byte !== 0x25) ||
    (byte >= 0x2d && byte <= 0x3a) ||
    (byte >= 0x3c && byte <= 0x5b) ||
    (byte >= 0x5d && byte <= 0x7e)
  );
}

/**
 * Percent-encodes every byte that is not an RFC 6265 cookie-octet (and `%` itself).
 * Lone surrogates become U+FFFD, as TextEncoder does, so this never throws.
 *
 * @example
 * encodeCookieValue('a b;c'); // 'a%20b%3Bc'
 */
export function encodeCookieValue(value: string): string {
  let out = '';
  for (const byte of encoder.encode(value)) {
    out += isPlainOctet(byte) ? String.fromCharCode(byte) : `%${HEX[byte >> 4]}${HEX[byte & 15]}`;
  }
  return out;
}

/**
 * Reverses {@link encodeCookieValue}. A value that is not valid percent-encoding
 * (set by something else on the same site) is returned as it came.
 *
 * @example
 * decodeCookieValue('a%20b'); // 'a b'
 */
export function decodeCookieValue(raw: string): string {
  if (!raw.includes('%')) return raw;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
