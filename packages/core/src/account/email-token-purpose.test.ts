import { describe, expect, it } from 'vitest';
import { emailTokenPurpose, newChangeEmailToken } from './email-token-purpose.js';

describe('emailTokenPurpose', () => {
  it('reads a change-of-email token with or without type', () => {
    const token = newChangeEmailToken();
    expect(emailTokenPurpose(token, undefined)).toBe('change-email');
    expect(emailTokenPurpose(token, 'change-email')).toBe('change-email');
  });

  it('refuses a change-of-email token presented as a verification', () => {
    expect(emailTokenPurpose(newChangeEmailToken(), 'email-verification')).toBeNull();
  });

  it('reads other tokens by type, verification by default', () => {
    expect(emailTokenPurpose('abc', undefined)).toBe('email-verification');
    expect(emailTokenPurpose('abc', 'change-email')).toBe('change-email');
  });
});
