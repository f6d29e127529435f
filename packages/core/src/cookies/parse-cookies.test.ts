import { describe, expect, it } from 'vitest';
import { decodeCookieValue, encodeCookieValue } from './cookie-codec.js';
import { parseCookies } from './parse-cookies.js';
import { serializeCookie } from './serialize-cookie.js';

const asHeader = (setCookie: string): string => setCookie.split(';')[0] ?? '';

describe('parseCookies', () => {
  it('parses a normal header', () => {
    expect([...parseCookies('a=1; b=2;c=3')]).toEqual([
      ['a', '1'],
      ['b', '2'],
      ['c', '3'],
    ]);
  });

  it.each([null, undefined, '', ';;;', '   '])('returns an empty map for %j', (header) => {
    expect(parseCookies(header).size).toBe(0);
  });

  it('keeps the first of duplicate names', () => {
    expect(parseCookies('a=first; a=second').get('a')).toBe('first');
  });

  it('skips malformed pairs and keeps going', () => {
    const cookies = parseCookies('novalue; =orphan; a=1; ; b=2=3; c=');
    expect(cookies.get('a')).toBe('1');
    expect(cookies.get('b')).toBe('2=3');
    expect(cookies.get('c')).toBe('');
    expect(cookies.has('novalue')).toBe(false);
    expect(cookies.has('')).toBe(false);
  });

  it('unquotes quoted values and trims whitespace', () => {
    expect(parseCookies('a="quoted"; b = spaced ; c="').get('a')).toBe('quoted');
    expect(parseCookies('b = spaced ').get('b')).toBe('spaced');
    expect(parseCookies('c="').get('c')).toBe('"');
  });

  it('keeps invalid percent-encoding as it came, without throwing', () => {
    expect(parseCookies('a=%E0%A4%A; b=100%').get('a')).toBe('%E0%A4%A');
    expect(parseCookies('b=100%').get('b')).toBe('100%');
  });

  it('does not treat prototype keys specially', () => {
    const cookies = parseCookies('__proto__=x; constructor=y');
    expect(cookies.get('__proto__')).toBe('x');
    expect(cookies.get('constructor')).toBe('y');
  });
});

describe('cookie value round trip', () => {
  it.each(['plain', 'with space', 'semi;colon', 'comma,quote"', 'back\\slash', '100%', 'ünïcödé 🍪', '{"json":[1,2]}', ''])(
    'round-trips %j through Set-Cookie and Cookie',
    (value) => {
      const header = asHeader(serializeCookie('name', value));
      expect(parseCookies(header).get('name')).toBe(value);
    },
  );

  it('decode is the inverse of encode', () => {
    expect(decodeCookieValue(encodeCookieValue('a=b&c=%20'))).toBe('a=b&c=%20');
  });
});
