import { describe, expect, it } from 'vitest';
import { resolveCookie, resolveCookieNames } from './resolve-cookie-names.js';

describe('resolveCookieNames', () => {
  it('prefixes names with __Secure- and sets Secure over https', () => {
    const cookies = resolveCookieNames({ baseURL: 'https://example.com/api/auth' });
    expect(cookies.session_token.name).toBe('__Secure-latchkey.session_token');
    expect(cookies.session_data.name).toBe('__Secure-latchkey.session_data');
    expect(cookies.dont_remember.name).toBe('__Secure-latchkey.dont_remember');
    expect(cookies.state.name).toBe('__Secure-latchkey.state');
    expect(cookies.session_token.options).toMatchObject({ secure: true, httpOnly: true, sameSite: 'lax', path: '/' });
  });

  it('uses plain names without Secure on http://localhost', () => {
    const cookies = resolveCookieNames({ baseURL: 'http://localhost:3000' });
    expect(cookies.session_token.name).toBe('latchkey.session_token');
    expect(cookies.session_token.options.secure).toBe(false);
  });

  it('honours a custom prefix', () => {
    expect(resolveCookieNames({ baseURL: 'http://localhost', prefix: 'myapp' }).state.name).toBe('myapp.state');
  });

  it('applies per-cookie overrides of name and attributes', () => {
    const cookies = resolveCookieNames({
      baseURL: 'https://example.com',
      defaults: { domain: 'example.com' },
      overrides: { session_token: { name: 'sid', options: { sameSite: 'strict' } } },
    });
    expect(cookies.session_token.name).toBe('__Secure-sid');
    expect(cookies.session_token.options).toMatchObject({ sameSite: 'strict', domain: 'example.com', secure: true });
    expect(cookies.state.options.sameSite).toBe('lax');
  });

  it('does not double a prefix the override already carries', () => {
    const cookie = resolveCookie('session_token', {
      baseURL: 'https://example.com',
      overrides: { session_token: { name: '__Host-sid' } },
    });
    expect(cookie.name).toBe('__Host-sid');
  });

  it('fails at configuration time for invalid names or inconsistent attributes', () => {
    expect(() => resolveCookie('x', { baseURL: 'https://example.com', prefix: 'bad prefix' })).toThrow(TypeError);
    expect(() =>
      resolveCookie('x', { baseURL: 'http://localhost', overrides: { x: { options: { sameSite: 'none' } } } }),
    ).toThrow(/Secure/);
  });

  it('resolves plugin cookies the same way', () => {
    expect(resolveCookie('two_factor', { baseURL: 'https://example.com' }).name).toBe('__Secure-latchkey.two_factor');
  });
});
