import { describe, expect, it } from 'vitest';
import { normalizePath, stripBasePath } from './normalize-path.js';

describe('normalizePath', () => {
  it.each([
    ['/sign-in/email', '/sign-in/email'],
    ['//sign-in//email', '/sign-in/email'],
    ['/sign-in/./email/', '/sign-in/email'],
    ['/admin/../sign-in/email', '/sign-in/email'],
    ['/../../sign-in/email', '/sign-in/email'],
    ['/sign-in/%65mail', '/sign-in/email'],
    ['/', '/'],
  ])('normalises %s to %s', (raw, expected) => {
    expect(normalizePath(raw)).toBe(expected);
  });

  it.each(['/sign-in%2Femail', '/sign-in%2femail', '/sign-in%5Cemail', '/sign-in\\email', '/ok%00', '/%E0%A4%A', '/ok%0a'])(
    'refuses %s',
    (raw) => {
      expect(normalizePath(raw)).toBeNull();
    },
  );
});

describe('stripBasePath', () => {
  it('strips the base path on a segment boundary only', () => {
    expect(stripBasePath('/api/auth/ok', '/api/auth')).toBe('/ok');
    expect(stripBasePath('/api/auth', '/api/auth')).toBe('/');
    expect(stripBasePath('/api/authx/ok', '/api/auth')).toBeNull();
    expect(stripBasePath('/other', '/api/auth')).toBeNull();
    expect(stripBasePath('/ok', '')).toBe('/ok');
  });
});
