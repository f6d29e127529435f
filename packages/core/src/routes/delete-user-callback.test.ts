import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectExactlyOnce } from '@latchkey/test-utils/exactly-once';
import type { MailData } from '../options/account-options.js';
import { storeToken } from '../verification/verification-token.js';
import { createUserAuth, errorOf, send, signUp, type Jar, type UserTestAuth } from '@latchkey/test-utils/user-flows';

function setup(deleteUser: { beforeDelete?: () => void } = {}) {
  const mails: MailData[] = [];
  const test = createUserAuth({
    user: { deleteUser: { enabled: true, sendDeleteAccountVerification: (d) => void mails.push(d), ...deleteUser } },
  });
  return { ...test, mails };
}

/** Asks for deletion and answers the mailed token. */
async function requestDeletion(
  test: ReturnType<typeof setup>,
  jar: Jar,
  callbackURL?: string,
): Promise<string> {
  const before = test.mails.length;
  const response = await send(test.auth, jar, '/delete-user', { body: { callbackURL } });
  expect(await response.json()).toEqual({ success: true, message: 'Verification email sent' });
  await test.settle();
  expect(test.mails).toHaveLength(before + 1);
  return test.mails[before]!.token;
}

const callback = (token: string, callbackURL?: string): string =>
  `/delete-user/callback?${new URLSearchParams(callbackURL === undefined ? { token } : { token, callbackURL })}`;

const userExists = async (auth: UserTestAuth, id: string): Promise<boolean> =>
  (await (await auth.$context).db.count({ model: 'user', where: [{ field: 'id', value: id }] })) === 1;

afterEach(() => {
  vi.useRealTimers();
});

describe('GET /delete-user/callback', () => {
  it('deletes the signed-in owner of the token, signs out and answers { success, message }', async () => {
    const test = setup();
    const alice = await signUp(test.auth, { email: 'alice@example.com' });
    const token = await requestDeletion(test, alice.jar);
    // The mailed link is the one opened.
    const link = new URL(test.mails[0]!.url);
    const response = await send(test.auth, alice.jar, `${link.pathname.replace('/api/auth', '')}${link.search}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ success: true, message: 'User deleted' });
    expect(await userExists(test.auth, alice.userId)).toBe(false);
    expect(alice.jar.get('latchkey.session_token')).toBeUndefined();
    expect(token).toMatch(/^[0-9a-z]{32}$/);
  });

  it('redirects to a trusted callbackURL after deleting', async () => {
    const test = setup();
    const alice = await signUp(test.auth, { email: 'alice@example.com' });
    const token = await requestDeletion(test, alice.jar, '/goodbye?x=1');
    const response = await send(test.auth, alice.jar, callback(token, '/goodbye?x=1'));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/goodbye?x=1');
    expect(response.headers.getSetCookie().some((c) => c.startsWith('latchkey.session_token=') && /max-age=0/i.test(c))).toBe(true);
    expect(await userExists(test.auth, alice.userId)).toBe(false);
  });

  it.each(['https://evil.example', '//evil.example', 'javascript:alert(1)'])(
    'open redirect: refuses the callbackURL %s without spending the token',
    async (callbackURL) => {
      const test = setup();
      const alice = await signUp(test.auth, { email: 'alice@example.com' });
      const token = await requestDeletion(test, alice.jar);
      const response = await send(test.auth, alice.jar, callback(token, callbackURL));
      expect(await errorOf(response)).toMatchObject({ status: 403, code: 'INVALID_CALLBACK_URL' });
      expect(await userExists(test.auth, alice.userId)).toBe(true);
      expect((await send(test.auth, alice.jar, callback(token))).status).toBe(200);
    },
  );

  it('token replay: the token works once, also under concurrent use', async () => {
    let attempts = 0;
    const test = setup({
      beforeDelete: () => {
        attempts++;
        if (attempts === 1) throw new Error('aborted once');
      },
    });
    const alice = await signUp(test.auth, { email: 'alice@example.com' });
    const token = await requestDeletion(test, alice.jar);
    // A first use that aborts still spends the token.
    expect((await send(test.auth, alice.jar, callback(token))).status).toBe(500);
    expect(await errorOf(await send(test.auth, alice.jar, callback(token)))).toMatchObject({ status: 404, code: 'INVALID_TOKEN' });
    expect(await userExists(test.auth, alice.userId)).toBe(true);

    const fresh = await requestDeletion(test, alice.jar);
    // A loser that finds the user already gone has no session left: 401 rather than the spent token's 404.
    await expectExactlyOnce(() => send(test.auth, alice.jar, callback(fresh)), {
      refused: [
        { status: 404, code: 'INVALID_TOKEN' },
        { status: 401, code: 'UNAUTHORIZED' },
      ],
    });
    expect(await userExists(test.auth, alice.userId)).toBe(false);
  });

  it("token theft: another user's token answers INVALID_TOKEN and deletes nobody", async () => {
    const test = setup();
    const bob = await signUp(test.auth, { email: 'bob@example.com' });
    const alice = await signUp(test.auth, { email: 'alice@example.com' });
    const bobsToken = await requestDeletion(test, bob.jar);
    const response = await send(test.auth, alice.jar, callback(bobsToken));
    expect(await errorOf(response)).toMatchObject({ status: 400, code: 'INVALID_TOKEN' });
    expect(await userExists(test.auth, alice.userId)).toBe(true);
    expect(await userExists(test.auth, bob.userId)).toBe(true);
  });

  it('leaked link: without a session it answers 401 and the token stays usable by its owner', async () => {
    const test = setup();
    const alice = await signUp(test.auth, { email: 'alice@example.com' });
    const token = await requestDeletion(test, alice.jar);
    expect(await errorOf(await send(test.auth, null, callback(token)))).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(await userExists(test.auth, alice.userId)).toBe(true);
    expect((await send(test.auth, alice.jar, callback(token))).status).toBe(200);
  });

  it('purpose binding: a token issued for another purpose with the user id as value is refused', async () => {
    const test = setup();
    const alice = await signUp(test.auth, { email: 'alice@example.com' });
    const ctx = await test.auth.$context;
    await storeToken(ctx, { purpose: 'reset-password', token: 'reset-token-value', value: alice.userId, expiresIn: 3600 });
    const response = await send(test.auth, alice.jar, callback('reset-token-value'));
    expect(await errorOf(response)).toMatchObject({ status: 404, code: 'INVALID_TOKEN' });
    expect(await userExists(test.auth, alice.userId)).toBe(true);
  });

  it('an expired token is refused (lifetime 86400 s by default)', async () => {
    const test = setup();
    const alice = await signUp(test.auth, { email: 'alice@example.com' });
    const token = await requestDeletion(test, alice.jar);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 86_400_000 + 1000);
    const response = await send(test.auth, alice.jar, callback(token));
    expect(await errorOf(response)).toMatchObject({ status: 404, code: 'INVALID_TOKEN' });
    expect(await userExists(test.auth, alice.userId)).toBe(true);
  });

  it('answers 400 for a missing token, 404 INVALID_TOKEN for an unknown one, as the established API does, and 404 when deletion is disabled', async () => {
    const test = setup();
    const alice = await signUp(test.auth, { email: 'alice@example.com' });
    expect((await send(test.auth, alice.jar, '/delete-user/callback')).status).toBe(400);
    for (const token of ['', 'x'.repeat(4000), 'made-up']) {
      expect(await errorOf(await send(test.auth, alice.jar, callback(token)))).toEqual({ status: 404, code: 'INVALID_TOKEN', message: 'Invalid token' });
    }
    const disabled = createUserAuth({ user: { deleteUser: { enabled: false } } });
    const bob = await signUp(disabled.auth, { email: 'bob@example.com' });
    const response = await send(disabled.auth, bob.jar, callback('anything'));
    expect(await errorOf(response)).toMatchObject({ status: 404, code: 'DELETE_USER_DISABLED' });
    expect(await userExists(test.auth, alice.userId)).toBe(true);
  });
});
