import { PASSWORD_PATHS, tryNewPassword } from '@latchkey/test-utils/password-paths';
import { createTestAuth } from '@latchkey/test-utils/test-instance';
import { describe, expect, it } from 'vitest';

describe('common passwords, on every path that sets a password', () => {
  for (const path of PASSWORD_PATHS) {
    it(`refuses the first passwords a guessing attacker tries ('password', '12345678') on ${path}`, async () => {
      for (const password of ['password', '12345678', 'PassWord123']) {
        expect(await tryNewPassword(path, { options: {}, password }), password).toEqual({ status: 400, code: 'PASSWORD_TOO_COMMON' });
      }
    });

    it(`accepts an uncommon password on ${path}`, async () => {
      expect(await tryNewPassword(path, { options: {}, password: 'a brand new passphrase' })).toEqual({ status: 200, code: null });
    });
  }

  it('lets common passwords through when emailAndPassword.commonPasswords is false', async () => {
    const options = { emailAndPassword: { commonPasswords: false } };
    expect(await tryNewPassword('sign-up', { options, password: 'password' })).toEqual({ status: 200, code: null });
  });

  it('refuses only the top entries when commonPasswords is a number', async () => {
    // 'password' ranks 2nd, 'password123' in the hundreds of the ranked list.
    const options = { emailAndPassword: { commonPasswords: 100 } };
    expect(await tryNewPassword('sign-up', { options, password: 'password' })).toMatchObject({ code: 'PASSWORD_TOO_COMMON' });
    expect(await tryNewPassword('sign-up', { options, password: 'password123' })).toEqual({ status: 200, code: null });
  });

  it('refuses a malformed commonPasswords setting at start', () => {
    expect(() => createTestAuth({ emailAndPassword: { commonPasswords: -1 } })).toThrow(/commonPasswords/);
    expect(() => createTestAuth({ emailAndPassword: { commonPasswords: 1.5 } })).toThrow(/commonPasswords/);
  });
});
