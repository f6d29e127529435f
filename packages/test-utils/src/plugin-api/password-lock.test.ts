// The per-account password lock and the credential account, through latchkey/plugins alone:
// a plugin's own sign-in (by phone number, by username) shares the core's lock.
import { describe, expect, it } from 'vitest';
import { checkPassword, clearSignInFailures, findCredentialAccount, recordSignInFailure, saveCredentialPassword } from 'latchkey/plugins';
import { signUp } from '../account-kit.js';
import { createTestAuth } from '../test-instance.js';

describe('the password lock and credential accounts for plugins', () => {
  it('failures a route records lock the key like wrong passwords, and clearing lifts the lock', async () => {
    const auth = await createTestAuth({ emailAndPassword: { enabled: true, maxFailedAttempts: 3 } }).$context;
    const key = '+14155552671';
    for (let i = 0; i < 3; i++) {
      expect(await checkPassword(auth, { account: null, email: key, password: 'guess' })).toBe('no-password');
      await recordSignInFailure(auth, key);
    }
    await expect(checkPassword(auth, { account: null, email: key, password: 'guess' })).rejects.toMatchObject({ code: 'TOO_MANY_FAILED_ATTEMPTS' });
    await clearSignInFailures(auth, key);
    expect(await checkPassword(auth, { account: null, email: key, password: 'guess' })).toBe('no-password');
  });

  it('saveCredentialPassword updates the password account, or creates one', async () => {
    const instance = createTestAuth({});
    const { userId } = await signUp(instance, { email: 'ada@example.com' });
    const auth = await instance.$context;
    const hash = await auth.password.hasher.hash('another good passphrase');
    expect(await auth.db.transaction((tx) => saveCredentialPassword(auth, { db: tx, userId, hash }))).toBe('updated');
    expect((await findCredentialAccount(auth, userId))?.password).toBe(hash);
    await auth.db.deleteMany({ model: 'account', where: [{ field: 'userId', value: userId }] });
    expect(await auth.db.transaction((tx) => saveCredentialPassword(auth, { db: tx, userId, hash }))).toBe('created');
    const account = await findCredentialAccount(auth, userId);
    expect(account).toMatchObject({ accountId: userId, providerId: 'credential', password: hash });
    expect(await checkPassword(auth, { account, email: 'ada@example.com', password: 'another good passphrase' })).toBe('ok');
  });
});
