import { describe, expect, it } from 'vitest';
import { isRegistrableRedirectUri, matchRedirectUri } from './redirect-uri.js';

describe('matchRedirectUri', () => {
  const registered = ['https://rp.example.com/callback'];

  it('accepts the registered URI exactly', () => {
    expect(matchRedirectUri('https://rp.example.com/callback', registered)).toBe(true);
  });

  it.each([
    ['an extra path', 'https://rp.example.com/callback/extra'],
    ['a trailing slash', 'https://rp.example.com/callback/'],
    ['a query', 'https://rp.example.com/callback?next=1'],
    ['a fragment', 'https://rp.example.com/callback#x'],
    ['another case', 'https://RP.example.com/callback'],
    ['another path case', 'https://rp.example.com/Callback'],
    ['user info', 'https://rp.example.com@evil.example/callback'],
    ['user info before the host', 'https://evil@rp.example.com/callback'],
    ['encoded characters', 'https://rp.example.com/%63allback'],
    ['another port', 'https://rp.example.com:8443/callback'],
    ['the default port spelled out', 'https://rp.example.com:443/callback'],
    ['http instead of https', 'http://rp.example.com/callback'],
    ['a suffix domain', 'https://rp.example.com.evil.example/callback'],
  ])('refuses %s', (_label, uri) => {
    expect(matchRedirectUri(uri, registered)).toBe(false);
  });

  it('lets a loopback IP redirect use any port, nothing else', () => {
    const loopback = ['http://127.0.0.1/cb', 'http://[::1]:8080/cb'];
    expect(matchRedirectUri('http://127.0.0.1:51234/cb', loopback)).toBe(true);
    expect(matchRedirectUri('http://[::1]:9/cb', loopback)).toBe(true);
    expect(matchRedirectUri('http://127.0.0.1:51234/cb/x', loopback)).toBe(false);
    expect(matchRedirectUri('http://127.0.0.1:51234@evil.example/cb', loopback)).toBe(false);
    expect(matchRedirectUri('http://localhost:51234/cb', loopback)).toBe(false);
    expect(matchRedirectUri('https://127.0.0.1:51234/cb', loopback)).toBe(false);
  });
});

describe('isRegistrableRedirectUri', () => {
  it.each(['https://rp.example.com/cb', 'http://127.0.0.1/cb', 'http://localhost:3000/cb', 'com.example.app:/oauth'])('accepts %s', (uri) => {
    expect(isRegistrableRedirectUri(uri)).toBe(true);
  });
  it.each(['http://rp.example.com/cb', 'https://rp.example.com/cb#x', 'https://u:p@rp.example.com/cb', 'javascript:alert(1)', '/relative', 'https://rp.example.com/ cb'])(
    'refuses %s',
    (uri) => {
      expect(isRegistrableRedirectUri(uri)).toBe(false);
    },
  );
});
