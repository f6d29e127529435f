import { describe, expect, it } from 'vitest';
import { MAX_COOKIE_AGE_SECONDS, serializeCookie, serializeDeletionCookie } from './serialize-cookie.js';

describe('serializeCookie', () => {
  it('applies secure defaults', () => {
    expect(serializeCookie('latchkey.state', 'abc')).toBe('latchkey.state=abc; Path=/; HttpOnly; Secure; SameSite=Lax');
  });

  it('lets every default be overridden and writes the other attributes', () => {
    const line = serializeCookie('a', 'b', {
      httpOnly: false,
      secure: true,
      sameSite: 'none',
      path: '/api',
      domain: 'example.com',
      maxAge: 60,
      partitioned: true,
      priority: 'high',
    });
    expect(line).toBe('a=b; Max-Age=60; Domain=example.com; Path=/api; Secure; SameSite=None; Partitioned; Priority=High');
    expect(serializeCookie('a', 'b', { secure: false, sameSite: 'strict' })).toBe('a=b; Path=/; HttpOnly; SameSite=Strict');
  });

  it('clamps Max-Age to 400 days and floors negatives to 0', () => {
    expect(serializeCookie('a', 'b', { maxAge: 10 ** 10 })).toContain(`Max-Age=${MAX_COOKIE_AGE_SECONDS}`);
    expect(MAX_COOKIE_AGE_SECONDS).toBe(34_560_000);
    expect(serializeCookie('a', 'b', { maxAge: Number.POSITIVE_INFINITY })).toContain('Max-Age=34560000');
    expect(serializeCookie('a', 'b', { maxAge: -5 })).toContain('Max-Age=0;');
    expect(serializeCookie('a', 'b', { maxAge: 1.9 })).toContain('Max-Age=1;');
    expect(() => serializeCookie('a', 'b', { maxAge: Number.NaN })).toThrow(TypeError);
  });

  it('clamps Expires to 400 days from now', () => {
    const far = new Date(Date.now() + 1000 * MAX_COOKIE_AGE_SECONDS * 3);
    const written = /Expires=([^;]+)/.exec(serializeCookie('a', 'b', { expires: far }))?.[1] ?? '';
    expect(Date.parse(written)).toBeLessThanOrEqual(Date.now() + MAX_COOKIE_AGE_SECONDS * 1000);
  });

  it('percent-encodes values that are not cookie-octets', () => {
    expect(serializeCookie('a', 'x y;z,"q"\\%é', { secure: false })).toMatch(/^a=x%20y%3Bz%2C%22q%22%5C%25%C3%A9;/);
  });

  it.each(['', 'bad name', 'a;b', 'a=b', 'a,b', 'é', 'a\tb', '(a)'])('rejects invalid cookie name %j', (name) => {
    expect(() => serializeCookie(name, 'v')).toThrow(TypeError);
  });

  it('rejects attribute injection through path and domain', () => {
    expect(() => serializeCookie('a', 'b', { path: '/; Domain=evil.com' })).toThrow(TypeError);
    expect(() => serializeCookie('a', 'b', { path: 'relative' })).toThrow(TypeError);
    expect(() => serializeCookie('a', 'b', { domain: 'evil.com; SameSite=None' })).toThrow(TypeError);
  });

  it('enforces Secure where browsers require it', () => {
    expect(() => serializeCookie('__Secure-a', 'b', { secure: false })).toThrow(/Secure/);
    expect(() => serializeCookie('a', 'b', { secure: false, sameSite: 'none' })).toThrow(/Secure/);
    expect(() => serializeCookie('a', 'b', { secure: false, partitioned: true })).toThrow(/Secure/);
    expect(() => serializeCookie('__Host-a', 'b', { domain: 'example.com' })).toThrow(/Path=\/ and no Domain/);
    expect(serializeCookie('__Host-a', 'b')).toContain('Secure');
  });
});

describe('serializeDeletionCookie', () => {
  it('expires the cookie with the same path and domain', () => {
    const line = serializeDeletionCookie('a', { path: '/x', domain: 'example.com', maxAge: 999 });
    expect(line).toBe('a=; Max-Age=0; Domain=example.com; Path=/x; HttpOnly; Secure; SameSite=Lax');
  });
});
