import { describe, expect, it } from 'vitest';
import { generateDeleteAccountToken, generateId, generateResetToken, generateSessionToken } from './tokens.js';

describe('token formats', () => {
  it('follow the documented lengths and alphabets', () => {
    expect(generateId()).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(generateId(16)).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(generateSessionToken()).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(generateResetToken()).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(generateDeleteAccountToken()).toMatch(/^[0-9a-z]{32}$/);
  });
});
