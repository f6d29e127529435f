import { encodeCookieValue } from './cookie-codec.js';
import { serializeCookie, serializeDeletionCookie, type CookieOptions } from './serialize-cookie.js';

/** A whole `Set-Cookie` line (name, value and attributes) must stay under this many bytes. */
export const MAX_COOKIE_BYTES = 4095;
const MAX_CHUNKS = 100;

export interface CookieChunksOptions {
  options?: CookieOptions;
  /** The cookies the request carried, to clear chunks the new value no longer uses. */
  requestCookies: ReadonlyMap<string, string>;
}

function chunkIndex(cookieName: string, name: string): number | null {
  if (!cookieName.startsWith(`${name}.`)) return null;
  const suffix = cookieName.slice(name.length + 1);
  return /^(?:0|[1-9]\d*)$/.test(suffix) ? Number(suffix) : null;
}

/** Splits on code-point boundaries so each piece encodes (and decodes) on its own. */
function splitEncoded(value: string, budget: number): string[] {
  const chunks: string[] = [];
  let current = '';
  let size = 0;
  for (const char of value) {
    const width = encodeCookieValue(char).length;
    if (size + width > budget && current.length > 0) {
      chunks.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += width;
  }
  chunks.push(current);
  return chunks;
}

/**
 * `Set-Cookie` values that store `value` under `name`, or under `name.0`, `name.1`, …
 * when one cookie would pass {@link MAX_COOKIE_BYTES}. Cookies the request carried
 * that the new value does not use (the unchunked name or higher chunks) are deleted.
 *
 * @example
 * for (const line of setCookieChunks('latchkey.session_data', data, { options, requestCookies })) {
 *   headers.append('set-cookie', line);
 * }
 */
export function setCookieChunks(name: string, value: string, { options, requestCookies }: CookieChunksOptions): string[] {
  const whole = serializeCookie(name, value, options);
  let pieces: string[];
  if (whole.length <= MAX_COOKIE_BYTES) {
    pieces = [];
  } else {
    const overhead = serializeCookie(`${name}.${MAX_CHUNKS - 1}`, '', options).length;
    pieces = splitEncoded(value, MAX_COOKIE_BYTES - overhead);
    if (pieces.length > MAX_CHUNKS) throw new RangeError(`Cookie ${name} is too large to store`);
  }
  const lines = pieces.length === 0 ? [whole] : pieces.map((piece, i) => serializeCookie(`${name}.${i}`, piece, options));
  for (const existing of requestCookies.keys()) {
    const index = chunkIndex(existing, name);
    const stale = (existing === name && pieces.length > 0) || (index !== null && index >= pieces.length);
    if (stale) lines.push(serializeDeletionCookie(existing, options));
  }
  return lines;
}

/**
 * Deletes `name` and any of its chunks that the request carried.
 *
 * @example
 * deleteCookieChunks('latchkey.session_data', { options, requestCookies });
 */
export function deleteCookieChunks(name: string, { options, requestCookies }: CookieChunksOptions): string[] {
  const lines = [serializeDeletionCookie(name, options)];
  for (const existing of requestCookies.keys()) {
    if (chunkIndex(existing, name) !== null) lines.push(serializeDeletionCookie(existing, options));
  }
  return lines;
}

/**
 * Reads a value written by {@link setCookieChunks}: the unchunked cookie if present,
 * otherwise `name.0`, `name.1`, … joined up to the first missing chunk.
 *
 * @example
 * const data = readCookieChunks(parseCookies(request.headers.get('cookie')), 'latchkey.session_data');
 */
export function readCookieChunks(cookies: ReadonlyMap<string, string>, name: string): string | null {
  const whole = cookies.get(name);
  if (whole !== undefined) return whole;
  let value: string | null = null;
  for (let i = 0; i < MAX_CHUNKS; i++) {
    const chunk = cookies.get(`${name}.${i}`);
    if (chunk === undefined) break;
    value = (value ?? '') + chunk;
  }
  return value;
}
