import { describe, expect, it } from 'vitest';
import { checkOrigin, type CheckOriginOptions } from './check-origin.js';
import { createTrustedOrigins } from './trusted-origins.js';

const trusted = createTrustedOrigins({ baseURL: 'https://app.example.com', trustedOrigins: ['https://*.example.org'] });
const withCookies: CheckOriginOptions = { trusted, hasCookies: true, isAuthEntry: false, sendsMessage: false };
const cookielessEntry: CheckOriginOptions = { trusted, hasCookies: false, isAuthEntry: true, sendsMessage: false };
const cookielessMail: CheckOriginOptions = { trusted, hasCookies: false, isAuthEntry: false, sendsMessage: true };
const cookieless: CheckOriginOptions = { trusted, hasCookies: false, isAuthEntry: false, sendsMessage: false };

const request = (method: string, headers: Record<string, string> = {}): Request =>
  new Request('https://app.example.com/api/auth/x', { method, headers });

const codeOf = (result: ReturnType<typeof checkOrigin>): string => (result.ok ? 'ok' : result.code);

describe('checkOrigin with cookies', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'PURGE'])('checks %s', (method) => {
    expect(codeOf(checkOrigin(request(method, { origin: 'https://evil.com' }), withCookies))).toBe('INVALID_ORIGIN');
  });

  it('names the refused origin and the trustedOrigins option, so a front end on another dev port knows what to set', () => {
    const result = checkOrigin(request('POST', { origin: 'http://localhost:5173' }), withCookies);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.message).toBe('Invalid origin: http://localhost:5173 is not trusted. Add it to the trustedOrigins option if it should be.');
    }
  });

  it.each(['GET', 'HEAD', 'OPTIONS'])('lets %s through', (method) => {
    expect(codeOf(checkOrigin(request(method), withCookies))).toBe('ok');
  });

  it.each([
    ['trusted base origin', { origin: 'https://app.example.com' }, 'ok'],
    ['trusted wildcard origin', { origin: 'https://a.example.org' }, 'ok'],
    ['untrusted origin', { origin: 'https://evil.com' }, 'INVALID_ORIGIN'],
    ['look-alike origin', { origin: 'https://app.example.com.evil.com' }, 'INVALID_ORIGIN'],
    ['other port', { origin: 'https://app.example.com:8443' }, 'INVALID_ORIGIN'],
    ['null origin', { origin: 'null' }, 'MISSING_OR_NULL_ORIGIN'],
    ['missing origin and referer', {}, 'MISSING_OR_NULL_ORIGIN'],
    ['referer fallback, trusted', { referer: 'https://app.example.com/settings?x=1' }, 'ok'],
    ['referer fallback, untrusted', { referer: 'https://evil.com/page' }, 'INVALID_ORIGIN'],
    ['referer fallback, unparsable', { referer: 'not a url' }, 'INVALID_ORIGIN'],
    ['origin wins over a trusted referer', { origin: 'https://evil.com', referer: 'https://app.example.com/' }, 'INVALID_ORIGIN'],
    ['same-site fetch metadata with trusted origin', { origin: 'https://app.example.com', 'sec-fetch-site': 'same-origin' }, 'ok'],
    ['trusted cross-site origin', { origin: 'https://a.example.org', 'sec-fetch-site': 'cross-site' }, 'ok'],
  ])('%s → %s', (_label, headers: Record<string, string>, expected) => {
    expect(codeOf(checkOrigin(request('POST', headers), withCookies))).toBe(expected);
  });

  it('returns the 403 AuthError to throw', () => {
    const result = checkOrigin(request('POST', { origin: 'https://evil.com' }), withCookies);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ status: 403, code: 'INVALID_ORIGIN' });
  });
});

describe('checkOrigin without cookies', () => {
  it.each([
    ['server-to-server, no signals', {}, 'ok'],
    [
      'cross-site navigation (auto-submitted form)',
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', origin: 'https://evil.com' },
      'CROSS_SITE_NAVIGATION_LOGIN_BLOCKED',
    ],
    [
      'cross-site navigation without Origin',
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
      'CROSS_SITE_NAVIGATION_LOGIN_BLOCKED',
    ],
    [
      'cross-site navigation from a trusted origin',
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', origin: 'https://a.example.org' },
      'CROSS_SITE_NAVIGATION_LOGIN_BLOCKED',
    ],
    ['same-site navigation from a trusted origin', { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'navigate', origin: 'https://app.example.com' }, 'ok'],
    ['same-site navigation without any origin', { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'navigate' }, 'MISSING_OR_NULL_ORIGIN'],
    ['same-origin fetch', { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors', origin: 'https://app.example.com' }, 'ok'],
    ['user-typed navigation', { 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate' }, 'ok'],
    ['cross-site fetch from a trusted origin', { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors', origin: 'https://a.example.org' }, 'ok'],
    ['cross-site fetch from an untrusted origin', { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors', origin: 'https://evil.com' }, 'INVALID_ORIGIN'],
    ['null origin', { origin: 'null' }, 'MISSING_OR_NULL_ORIGIN'],
    ['only a foreign Referer', { referer: 'https://evil.com/login' }, 'INVALID_ORIGIN'],
    ['only a trusted Referer', { referer: 'https://app.example.com/login' }, 'ok'],
    ['only an unparsable Referer', { referer: 'not a url' }, 'INVALID_ORIGIN'],
    ['Origin wins over a trusted Referer', { origin: 'https://evil.com', referer: 'https://app.example.com/' }, 'INVALID_ORIGIN'],
    ['cross-site fetch metadata without any origin', { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors' }, 'MISSING_OR_NULL_ORIGIN'],
    ['same-site fetch metadata without any origin', { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'cors' }, 'MISSING_OR_NULL_ORIGIN'],
    ['same-origin fetch metadata without any origin', { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' }, 'ok'],
  ])('sign-in: %s → %s', (_label, headers: Record<string, string>, expected) => {
    expect(codeOf(checkOrigin(request('POST', headers), cookielessEntry))).toBe(expected);
  });

  it.each([
    ['server-to-server, no signals', {}, 'ok'],
    ['trusted Origin', { origin: 'https://app.example.com', 'sec-fetch-site': 'same-origin' }, 'ok'],
    ['trusted cross-site Origin', { origin: 'https://a.example.org', 'sec-fetch-site': 'cross-site' }, 'ok'],
    ['untrusted Origin', { origin: 'https://evil.com', 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors' }, 'INVALID_ORIGIN'],
    ['cross-site form', { origin: 'https://evil.com', 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' }, 'INVALID_ORIGIN'],
    ['null Origin (sandboxed frame)', { origin: 'null', 'sec-fetch-site': 'cross-site' }, 'MISSING_OR_NULL_ORIGIN'],
    ['only a foreign Referer', { referer: 'https://evil.com/page' }, 'INVALID_ORIGIN'],
    ['cross-site fetch metadata without any origin', { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors' }, 'MISSING_OR_NULL_ORIGIN'],
  ])('mail-sending route: %s → %s', (_label, headers: Record<string, string>, expected) => {
    expect(codeOf(checkOrigin(request('POST', headers), cookielessMail))).toBe(expected);
  });

  it('lets other cookieless requests through, whatever their signals', () => {
    const headers = { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', origin: 'https://evil.com' };
    expect(codeOf(checkOrigin(request('POST', headers), cookieless))).toBe('ok');
  });

  it('lets a cross-site GET navigation to a sign-in entry through (OAuth callbacks arrive this way)', () => {
    const headers = { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' };
    expect(codeOf(checkOrigin(request('GET', headers), cookielessEntry))).toBe('ok');
  });
});
