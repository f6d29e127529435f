import { describe, expect, it } from 'vitest';
import { MAX_COOKIE_BYTES, deleteCookieChunks, readCookieChunks, setCookieChunks } from './cookie-chunks.js';
import { parseCookies } from './parse-cookies.js';
import type { CookieOptions } from './serialize-cookie.js';

const NAME = '__Secure-latchkey.session_data';
const options: CookieOptions = { maxAge: 300, domain: 'example.com' };
const none = new Map<string, string>();

/** What the browser would send back after storing these Set-Cookie lines. */
function browserCookies(lines: string[]): Map<string, string> {
  const live = lines.filter((line) => !line.includes('Max-Age=0;'));
  return parseCookies(live.map((line) => line.split(';')[0]).join('; '));
}

const deletedNames = (lines: string[]): string[] =>
  lines.filter((line) => line.includes('Max-Age=0;')).map((line) => line.slice(0, line.indexOf('=')));

describe('cookie chunks', () => {
  it('writes a small value as one cookie', () => {
    const lines = setCookieChunks(NAME, 'small', { options, requestCookies: none });
    expect(lines).toHaveLength(1);
    expect(readCookieChunks(browserCookies(lines), NAME)).toBe('small');
  });

  it('switches to chunks exactly when the whole line would pass the limit', () => {
    const overhead = setCookieChunks(NAME, '', { options, requestCookies: none })[0]?.length ?? 0;
    const fits = 'x'.repeat(MAX_COOKIE_BYTES - overhead);
    expect(setCookieChunks(NAME, fits, { options, requestCookies: none })).toHaveLength(1);
    const over = `${fits}x`;
    const lines = setCookieChunks(NAME, over, { options, requestCookies: none });
    expect(lines.map((l) => l.slice(0, l.indexOf('=')))).toEqual([`${NAME}.0`, `${NAME}.1`]);
    expect(readCookieChunks(browserCookies(lines), NAME)).toBe(over);
  });

  it('keeps every line under 4,096 bytes and round-trips large and multi-byte values', () => {
    for (const value of ['a'.repeat(20_000), 'é🍪;" '.repeat(3_000), `${'x'.repeat(4_000)}%`]) {
      const lines = setCookieChunks(NAME, value, { options, requestCookies: none });
      for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThan(4096);
      expect(readCookieChunks(browserCookies(lines), NAME)).toBe(value);
    }
  });

  it('clears stale higher chunks when the value shrinks', () => {
    const requestCookies = browserCookies(setCookieChunks(NAME, 'z'.repeat(10_000), { options, requestCookies: none }));
    expect(requestCookies.size).toBe(3);
    const lines = setCookieChunks(NAME, 'z'.repeat(5_000), { options, requestCookies });
    expect(deletedNames(lines)).toEqual([`${NAME}.2`]);
    expect(lines.find((l) => l.startsWith(`${NAME}.2=`))).toContain('Domain=example.com; Path=/');
  });

  it('clears all chunks when the value fits in one cookie again, and the plain cookie when it grows', () => {
    const chunked = browserCookies(setCookieChunks(NAME, 'z'.repeat(9_000), { options, requestCookies: none }));
    const shrunk = setCookieChunks(NAME, 'tiny', { options, requestCookies: chunked });
    expect(deletedNames(shrunk)).toEqual([`${NAME}.0`, `${NAME}.1`, `${NAME}.2`].slice(0, chunked.size));
    const single = browserCookies(shrunk);
    const grown = setCookieChunks(NAME, 'z'.repeat(9_000), { options, requestCookies: single });
    expect(deletedNames(grown)).toEqual([NAME]);
  });

  it('ignores look-alike cookies that are not chunks', () => {
    const requestCookies = new Map([
      [`${NAME}.x`, '1'],
      [`${NAME}.01`, '1'],
      [`${NAME}x.0`, '1'],
    ]);
    expect(deletedNames(setCookieChunks(NAME, 'v', { options, requestCookies }))).toEqual([]);
  });

  it('deletes the cookie and all its chunks', () => {
    const requestCookies = new Map([
      [`${NAME}.0`, 'a'],
      [`${NAME}.1`, 'b'],
      ['other', 'c'],
    ]);
    expect(deletedNames(deleteCookieChunks(NAME, { options, requestCookies }))).toEqual([NAME, `${NAME}.0`, `${NAME}.1`]);
  });

  it('reads null when absent, stops at a gap, and prefers the unchunked cookie', () => {
    expect(readCookieChunks(new Map(), NAME)).toBeNull();
    const gap = new Map([
      [`${NAME}.0`, 'a'],
      [`${NAME}.2`, 'c'],
    ]);
    expect(readCookieChunks(gap, NAME)).toBe('a');
    expect(readCookieChunks(new Map([[`${NAME}.1`, 'b']]), NAME)).toBeNull();
    expect(readCookieChunks(new Map([[NAME, 'whole'], [`${NAME}.0`, 'a']]), NAME)).toBe('whole');
  });
});
