import { describe, expect, it } from 'vitest';
import { CookieJar } from './cookie-jar.js';
import { signCookieValue } from './sign-cookie-value.js';

const SECRETS = ['current-secret-current-secret-000', 'previous-secret-previous-secret-1'];

describe('CookieJar', () => {
  it('reads request cookies and appends Set-Cookie lines to the response headers', () => {
    const responseHeaders = new Headers({ 'x-other': '1' });
    const jar = new CookieJar({ cookieHeader: 'a=1; b=2', responseHeaders });
    expect(jar.get('a')).toBe('1');
    expect(jar.get('missing')).toBeNull();
    jar.set('c', '3', { maxAge: 60 });
    jar.delete('a', { path: '/' });
    expect(jar.headers).toBe(responseHeaders);
    expect(responseHeaders.getSetCookie()).toEqual([
      'c=3; Max-Age=60; Path=/; HttpOnly; Secure; SameSite=Lax',
      'a=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax',
    ]);
  });

  it('signs with the current secret and verifies with any', async () => {
    const signedWithPrevious = await signCookieValue('old-token', SECRETS[1] ?? '');
    const jar = new CookieJar({ cookieHeader: `s=${signedWithPrevious}; t=forged.${'A'.repeat(43)}`, secrets: SECRETS });
    expect(await jar.getSigned('s')).toBe('old-token');
    expect(await jar.getSigned('t')).toBeNull();
    expect(await jar.getSigned('missing')).toBeNull();
    await jar.setSigned('s', 'new-token');
    const line = jar.headers.getSetCookie()[0] ?? '';
    expect(line.startsWith(`s=${await signCookieValue('new-token', SECRETS[0] ?? '')};`)).toBe(true);
  });

  it('refuses to sign without a secret', async () => {
    await expect(new CookieJar({ cookieHeader: null }).setSigned('s', 'v')).rejects.toThrow(TypeError);
  });

  it('writes, reads and deletes chunked values', () => {
    const big = 'q'.repeat(9_000);
    const writer = new CookieJar({ cookieHeader: null });
    writer.setChunked('data', big);
    const sent = writer.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
    const reader = new CookieJar({ cookieHeader: sent });
    expect(reader.getChunked('data')).toBe(big);
    reader.deleteChunked('data');
    expect(reader.headers.getSetCookie().map((line) => line.slice(0, line.indexOf('=')))).toEqual([
      'data',
      'data.0',
      'data.1',
      'data.2',
    ]);
  });
});
