// @vitest-environment node
// A server-side helper: browser Requests (happy-dom) drop the forbidden Cookie header.
import { describe, expect, it } from 'vitest';
import { getSessionCookie } from './cookies.js';

const request = (cookie: string): Request => new Request('https://app.test/', { headers: { cookie } });

describe('getSessionCookie', () => {
  it('reads the plain and the __Secure- session cookie', () => {
    expect(getSessionCookie(request('theme=dark; latchkey.session_token=abc.sig'))).toBe('abc.sig');
    expect(getSessionCookie(request('__Secure-latchkey.session_token=x%2By'))).toBe('x+y');
    expect(getSessionCookie(new Headers({ cookie: 'latchkey.session_token="quoted"' }))).toBe('quoted');
  });

  it('honours a custom prefix', () => {
    expect(getSessionCookie(request('app.session_token=t'), { cookiePrefix: 'app' })).toBe('t');
    expect(getSessionCookie(request('latchkey.session_token=t'), { cookiePrefix: 'app' })).toBeNull();
  });

  it('answers null without the cookie or with an empty one', () => {
    expect(getSessionCookie(new Request('https://app.test/'))).toBeNull();
    expect(getSessionCookie(request('latchkey.session_data=x; latchkey.session_token='))).toBeNull();
    expect(getSessionCookie(request('xlatchkey.session_token=t'))).toBeNull();
  });
});
