import { decodeCookieValue } from './cookie-codec.js';

/**
 * Parses a `Cookie` request header. Malformed pairs are skipped, quoted values are
 * unquoted and percent-decoded; when a name repeats, the first one wins, because
 * browsers send the most specific (longest path) cookie first. Never throws.
 *
 * @example
 * parseCookies('a=1; b="two"; a=3').get('a'); // '1'
 */
export function parseCookies(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (typeof header !== 'string' || header.length === 0) return cookies;
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq === -1) continue;
    const name = pair.slice(0, eq).trim();
    if (name.length === 0 || cookies.has(name)) continue;
    let value = pair.slice(eq + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    cookies.set(name, decodeCookieValue(value));
  }
  return cookies;
}
