import { describe, expect, it } from 'vitest';
import { createAnonymousAuth, errorOf, PASSWORD, send, signInAnonymously, userRow } from '@latchkey/test-utils/plugin-instances/anonymous';

const REFUSED = { status: 403, code: 'ANONYMOUS_USERS_CANNOT_CHANGE_ACCOUNT', message: 'Anonymous users cannot change account details; sign up first' };

describe('anonymous sessions and account-changing routes', () => {
  it('anonymous session refused on account-changing routes', async () => {
    const auth = createAnonymousAuth({
      auth: { user: { changeEmail: { enabled: true }, deleteUser: { enabled: true } } },
    });
    const { jar, user } = await signInAnonymously(auth);
    const attempts: [string, Record<string, unknown>][] = [
      ['/change-password', { currentPassword: PASSWORD, newPassword: 'another long password' }],
      ['/change-email', { newEmail: 'mine@example.com' }],
      ['/delete-user', {}],
      ['/link-social', { provider: 'github' }],
      ['/unlink-account', { providerId: 'credential' }],
      ['/update-user', { email: 'mine@example.com' }],
      ['/update-user', { username: 'claimed' }],
    ];
    for (const [path, body] of attempts) {
      expect({ path, ...(await errorOf(await send(auth, jar, path, { body }))) }).toEqual({ path, ...REFUSED });
    }
    const headers = new Headers({ cookie: jar.header() });
    await expect(auth.api.setPassword({ headers, body: { newPassword: 'another long password' } })).rejects.toMatchObject({
      code: 'ANONYMOUS_USERS_CANNOT_CHANGE_ACCOUNT',
    });
    expect(await userRow(auth, user.id)).toMatchObject({ isAnonymous: true, email: user.email });
  });

  it('lets an anonymous user change their name, and leaves real accounts alone', async () => {
    const auth = createAnonymousAuth();
    const { jar, user } = await signInAnonymously(auth);
    expect((await send(auth, jar, '/update-user', { body: { name: 'Visitor 7' } })).status).toBe(200);
    expect(await userRow(auth, user.id)).toMatchObject({ name: 'Visitor 7' });
    const signUp = await send(auth, null, '/sign-up/email', { body: { name: 'Ada', email: 'ada@example.com', password: PASSWORD } });
    const real = await send(auth, null, '/sign-in/email', { body: { email: 'ada@example.com', password: PASSWORD } });
    expect([signUp.status, real.status]).toEqual([200, 200]);
  });
});
