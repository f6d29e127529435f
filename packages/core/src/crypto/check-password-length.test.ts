import { describe, expect, it } from 'vitest';
import { AuthError } from '../error/auth-error.js';
import { checkPasswordLength } from './check-password-length.js';

function codeOf(run: () => void): string | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(AuthError);
    return (error as AuthError).code;
  }
}

describe('checkPasswordLength', () => {
  it('accepts passwords within the default bounds (8 to 128)', () => {
    expect(codeOf(() => checkPasswordLength('12345678'))).toBeUndefined();
    expect(codeOf(() => checkPasswordLength('x'.repeat(128)))).toBeUndefined();
  });

  it('refuses too short and too long', () => {
    expect(codeOf(() => checkPasswordLength('1234567'))).toBe('PASSWORD_TOO_SHORT');
    expect(codeOf(() => checkPasswordLength(''))).toBe('PASSWORD_TOO_SHORT');
    expect(codeOf(() => checkPasswordLength('x'.repeat(129)))).toBe('PASSWORD_TOO_LONG');
  });

  it('answers with a 400 status', () => {
    let thrown: unknown;
    try {
      checkPasswordLength('short');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AuthError);
    expect((thrown as AuthError).status).toBe(400);
  });

  it('counts code points, not UTF-16 units', () => {
    // Eight emoji are 16 UTF-16 units but 8 characters.
    expect(codeOf(() => checkPasswordLength('😀'.repeat(8), { max: 8 }))).toBeUndefined();
    expect(codeOf(() => checkPasswordLength('😀'.repeat(7)))).toBe('PASSWORD_TOO_SHORT');
    expect(codeOf(() => checkPasswordLength('😀'.repeat(9), { max: 8 }))).toBe('PASSWORD_TOO_LONG');
  });

  it('caps UTF-8 bytes', () => {
    expect(codeOf(() => checkPasswordLength('é'.repeat(10), { maxBytes: 19 }))).toBe('PASSWORD_TOO_LONG');
    expect(codeOf(() => checkPasswordLength('é'.repeat(10), { maxBytes: 20 }))).toBeUndefined();
  });

  it('honours custom bounds', () => {
    expect(codeOf(() => checkPasswordLength('abcdefghijk', { min: 12 }))).toBe('PASSWORD_TOO_SHORT');
    expect(codeOf(() => checkPasswordLength('abcd', { min: 4, max: 4 }))).toBeUndefined();
  });

  it('rejects a 1 MB password', () => {
    expect(codeOf(() => checkPasswordLength('a'.repeat(1024 * 1024)))).toBe('PASSWORD_TOO_LONG');
  });
});
