import { describe, expect, it } from 'vitest';
import { parseSetCookie } from './parse-set-cookie.js';
import { serializeCookie, serializeDeletionCookie } from './serialize-cookie.js';

describe('parseSetCookie', () => {
  it('reads back what serializeCookie writes', () => {
    const expires = new Date(Math.floor(Date.now() / 1000) * 1000 + 86_400_000);
    const line = serializeCookie('__Secure-latchkey.session_token', 'a b;c.sig', {
      maxAge: 600,
      expires,
      domain: 'example.com',
      sameSite: 'strict',
      partitioned: true,
      priority: 'high',
    });
    expect(parseSetCookie(line)).toEqual({
      name: '__Secure-latchkey.session_token',
      value: 'a b;c.sig',
      options: {
        maxAge: 600,
        expires,
        domain: 'example.com',
        path: '/',
        httpOnly: true,
        secure: true,
        sameSite: 'strict',
        partitioned: true,
        priority: 'high',
      },
    });
  });

  it('reads a deletion as Max-Age=0 and leaves absent flags off', () => {
    const line = serializeDeletionCookie('latchkey.session_token', { secure: false, httpOnly: false });
    expect(parseSetCookie(line)).toEqual({
      name: 'latchkey.session_token',
      value: '',
      options: { maxAge: 0, path: '/', httpOnly: false, secure: false, sameSite: 'lax' },
    });
  });

  it('refuses a line without a name=value pair and skips unknown or malformed attributes', () => {
    expect(parseSetCookie('no pair here')).toBeNull();
    expect(parseSetCookie('=value')).toBeNull();
    expect(parseSetCookie('a=1; Max-Age=soon; SameSite=sideways; Expires=never; Flavour=mint')).toEqual({
      name: 'a',
      value: '1',
      options: { httpOnly: false, secure: false },
    });
  });
});
