import { describe, expect, it } from 'vitest';
import { parseOriginPattern } from './origin-pattern.js';
import { createTrustedOrigins } from './trusted-origins.js';

const trustedWith = (...patterns: string[]) =>
  createTrustedOrigins({ baseURL: 'https://base.test/api/auth', trustedOrigins: patterns });

describe('createTrustedOrigins', () => {
  it("trusts the base URL's origin, not its path", () => {
    const trusted = trustedWith();
    expect(trusted.baseOrigin).toBe('https://base.test');
    expect(trusted.isTrustedOrigin('https://base.test')).toBe(true);
    expect(trusted.isTrustedOrigin('http://base.test')).toBe(false);
  });

  it('refuses a base URL that is not http(s)', () => {
    expect(() => createTrustedOrigins({ baseURL: 'myapp://x' })).toThrow(TypeError);
  });

  describe('wildcard at a label boundary: https://*.example.com', () => {
    const trusted = trustedWith('https://*.example.com');
    it.each([
      ['https://a.example.com', true],
      ['https://a.b.example.com', true],
      ['https://A.EXAMPLE.COM', true],
      ['https://a.example.com:443', true],
      ['https://example.com', false],
      ['https://example.com.evil.com', false],
      ['https://a.example.com.evil.com', false],
      ['https://evilexample.com', false],
      ['https://a.evilexample.com', false],
      ['https://.example.com', false],
      ['https://a.example.com.', false],
      ['https://a.example.com:8443', false],
      ['http://a.example.com', false],
      ['wss://a.example.com', false],
      ['null', false],
      ['', false],
      ['not a url', false],
    ])('%s → %s', (origin, expected) => {
      expect(trusted.isTrustedOrigin(origin)).toBe(expected);
    });
  });

  it('matches a wildcard with an explicit port only on that port', () => {
    const trusted = trustedWith('https://*.example.com:8443');
    expect(trusted.isTrustedOrigin('https://a.example.com:8443')).toBe(true);
    expect(trusted.isTrustedOrigin('https://a.example.com')).toBe(false);
  });

  it('normalises exact patterns: case, default port, trailing slash, IDN', () => {
    const trusted = trustedWith('HTTPS://App.Example.COM:443/', 'https://bücher.example');
    expect(trusted.isTrustedOrigin('https://app.example.com')).toBe(true);
    expect(trusted.isTrustedOrigin('https://xn--bcher-kva.example')).toBe(true);
    expect(trusted.isTrustedOrigin('https://bücher.example')).toBe(true);
  });

  it('compares ports exactly', () => {
    const trusted = trustedWith('http://localhost:3000');
    expect(trusted.isTrustedOrigin('http://localhost:3000')).toBe(true);
    expect(trusted.isTrustedOrigin('http://localhost:3001')).toBe(false);
    expect(trusted.isTrustedOrigin('http://localhost')).toBe(false);
  });

  it('trusts only custom schemes that are listed', () => {
    const trusted = trustedWith('myapp://', 'other://callback');
    expect(trusted.isTrustedURL(new URL('myapp://anything/path'))).toBe(true);
    expect(trusted.isTrustedURL(new URL('other://callback/x'))).toBe(true);
    expect(trusted.isTrustedURL(new URL('other://elsewhere/x'))).toBe(false);
    expect(trusted.isTrustedURL(new URL('third://x'))).toBe(false);
  });

  it('never trusts a URL carrying credentials', () => {
    const trusted = trustedWith();
    expect(trusted.isTrustedURL(new URL('https://user@base.test/'))).toBe(false);
    expect(trusted.isTrustedURL(new URL('https://:pw@base.test/'))).toBe(false);
  });
});

describe('parseOriginPattern', () => {
  it.each([
    ['https://*example.com', /whole leftmost label/],
    ['https://a*.example.com', /whole leftmost label/],
    ['https://ex*ample.com', /whole leftmost label/],
    ['https://*.*.example.com', /whole leftmost label/],
    ['https://a.*.example.com', /whole leftmost label/],
    ['https://*', /whole leftmost label/],
    ['https://*.com', /two labels/],
    ['https://*.example.com.', /two labels/],
    ['*.example.com', /scheme/],
    ['example.com', /scheme/],
    ['javascript://x', /never be trusted/],
    ['data://x', /never be trusted/],
    ['file://', /never be trusted/],
    ['https://example.com/path', /no path/],
    ['https://user@example.com', /credentials/],
    ['https://example.com?x=1', /no path/],
    ['https://', /no path/],
    ['myapp://*.host', /custom scheme/],
    ['myapp://host/path', /custom scheme/],
    ['https://exa mple.com', /spaces/],
    ['', /spaces/],
  ])('rejects %j', (pattern, message) => {
    expect(() => parseOriginPattern(pattern)).toThrow(message);
  });

  it('parses each kind', () => {
    expect(parseOriginPattern('https://app.example.com')).toEqual({ kind: 'exact', origin: 'https://app.example.com' });
    expect(parseOriginPattern('https://*.Example.com')).toEqual({
      kind: 'wildcard',
      protocol: 'https:',
      suffix: 'example.com',
      port: '',
    });
    expect(parseOriginPattern('http://*.localhost:3000')).toMatchObject({ suffix: 'localhost', port: '3000' });
    expect(parseOriginPattern('MyApp://')).toEqual({ kind: 'scheme', protocol: 'myapp:', host: null });
  });
});
