import { describe, expect, it } from 'vitest';
import { readRequestTarget } from './request-target.js';

const byUrl = (url: string): { pathname: string; query: Record<string, string> } => {
  const parsed = new URL(url);
  return { pathname: parsed.pathname, query: Object.fromEntries(parsed.searchParams) };
};

describe('readRequestTarget', () => {
  it('reads a plain path without parsing the URL', () => {
    expect(readRequestTarget('http://localhost/api/auth/get-session')).toEqual({ pathname: '/api/auth/get-session', query: {} });
    expect(readRequestTarget('https://example.com:8443/api/auth//sign-in/email/')).toEqual({
      pathname: '/api/auth//sign-in/email/',
      query: {},
    });
  });

  it('answers what new URL answers, for plain and tricky URLs alike', () => {
    const urls = [
      'http://localhost/api/auth/get-session',
      'http://localhost/',
      'http://localhost',
      'http://localhost/api/auth/get-session?disableRefresh=true&x=1&x=2',
      'http://localhost/api/auth/./get-session',
      'http://localhost/api/auth/../auth/get-session',
      'http://localhost/api/auth/%2e%2e/get-session',
      'http://localhost/api/auth/.well-known/openid-configuration',
      'http://localhost/api\\auth/get-session',
      'http://localhost/api/auth/get session',
      'http://localhost/api/auth/get-session#fragment',
      'http://localhost/api/auth/s\u00e9ssion',
      'http://localhost/api/auth/get-session\t',
      'http://user:pw@localhost/api/auth/get-session',
      'http://localhost?x=/api/auth/get-session',
      'http:///api/auth/get-session',
      'http://[::1]:3000/api/auth/get-session',
      'http://localhost/api/auth/get-session?a=%20b&c=d+e',
    ];
    for (const url of urls) expect(readRequestTarget(url), url).toEqual(byUrl(url));
  });
});
