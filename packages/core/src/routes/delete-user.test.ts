import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteUserData } from '../account/delete-user-data.js';
import type { DatabaseAdapter } from '../db/adapter.js';
import { storeToken } from '../verification/verification-token.js';
import { cookieJar, createUserAuth, errorOf, PASSWORD, send, signUp, type UserTestAuth } from '@latchkey/test-utils/user-flows';

const DAY_MS = 86_400_000;

async function countsFor(auth: UserTestAuth, userId: string): Promise<Record<string, number>> {
  const { db } = await auth.$context;
  const byUser = [{ field: 'userId', value: userId }];
  return {
    user: await db.count({ model: 'user', where: [{ field: 'id', value: userId }] }),
    session: await db.count({ model: 'session', where: byUser }),
    account: await db.count({ model: 'account', where: byUser }),
    verification: await db.count({
      model: 'verification',
      where: [
        { field: 'value', value: userId },
        { field: 'value', operator: 'contains', value: `"userId":"${userId}"`, connector: 'OR' },
      ],
    }),
  };
}

/** Gives a user a second session, a pending reset token and a pending verification token. */
async function addEverything(auth: UserTestAuth, input: { userId: string; email: string }): Promise<void> {
  const ctx = await auth.$context;
  const other = await send(auth, cookieJar(), '/sign-in/email', { body: { email: input.email, password: PASSWORD } });
  expect(other.status).toBe(200);
  await storeToken(ctx, { purpose: 'reset-password', token: `r-${input.userId}`, value: input.userId, expiresIn: 3600 });
  const value = JSON.stringify({ userId: input.userId, email: input.email });
  await storeToken(ctx, { purpose: 'email-verification', token: `v-${input.userId}`, value, expiresIn: 3600 });
}

/** Moves the clock past the fresh age (1 day by default); sessions (7 days) stay valid. */
function makeSessionsStale(): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + DAY_MS + 60_000);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('POST /delete-user', () => {
  it('with a fresh session deletes the user, every session, account and pending token, and signs out', async () => {
    const { auth } = createUserAuth();
    const alice = await signUp(auth, { email: 'alice@example.com' });
    const bob = await signUp(auth, { email: 'bob@example.com' });
    await addEverything(auth, { userId: alice.userId, email: 'alice@example.com' });
    await addEverything(auth, { userId: bob.userId, email: 'bob@example.com' });
    expect(await countsFor(auth, alice.userId)).toEqual({ user: 1, session: 2, account: 1, verification: 2 });

    const response = await send(auth, alice.jar, '/delete-user', { body: {} });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, message: 'User deleted' });
    expect(await countsFor(auth, alice.userId)).toEqual({ user: 0, session: 0, account: 0, verification: 0 });
    expect(alice.jar.get('latchkey.session_token')).toBeUndefined();
    expect(await (await send(auth, alice.jar, '/get-session')).json()).toBeNull();
    expect(await countsFor(auth, bob.userId)).toEqual({ user: 1, session: 2, account: 1, verification: 2 });
  });

  it('is always POST and answers with the client-refetch shape even when called without a body', async () => {
    const { auth } = createUserAuth();
    const alice = await signUp(auth, { email: 'alice@example.com' });
    const response = await send(auth, alice.jar, '/delete-user', { method: 'POST' });
    expect(await response.json()).toEqual({ success: true, message: 'User deleted' });
    expect((await send(auth, null, '/delete-user', { method: 'GET' })).status).toBe(405);
  });

  it('identity from the session only: a userId in the body deletes the caller, never the named user', async () => {
    const { auth } = createUserAuth();
    const bob = await signUp(auth, { email: 'bob@example.com' });
    const alice = await signUp(auth, { email: 'alice@example.com' });
    const response = await send(auth, alice.jar, '/delete-user', { body: { userId: bob.userId, id: bob.userId } });
    expect(response.status).toBe(200);
    expect(await countsFor(auth, bob.userId)).toMatchObject({ user: 1, session: 1, account: 1 });
    expect(await countsFor(auth, alice.userId)).toMatchObject({ user: 0 });
  });

  describe('stolen stale session: re-authentication', () => {
    it('without a password answers USER_ALREADY_HAS_PASSWORD_DELETE and deletes nothing', async () => {
      const { auth } = createUserAuth();
      const alice = await signUp(auth, { email: 'alice@example.com' });
      makeSessionsStale();
      const response = await send(auth, alice.jar, '/delete-user', { body: {} });
      expect(await errorOf(response)).toEqual({
        status: 400,
        code: 'USER_ALREADY_HAS_PASSWORD_DELETE',
        message: 'User already has a password. Provide that to delete the account.',
      });
      expect(await countsFor(auth, alice.userId)).toMatchObject({ user: 1, account: 1 });
    });

    it('with the right password deletes', async () => {
      const { auth } = createUserAuth();
      const alice = await signUp(auth, { email: 'alice@example.com' });
      makeSessionsStale();
      const response = await send(auth, alice.jar, '/delete-user', { body: { password: PASSWORD } });
      expect(await response.json()).toEqual({ success: true, message: 'User deleted' });
      expect(await countsFor(auth, alice.userId)).toMatchObject({ user: 0 });
    });

    it('with a wrong password answers INVALID_PASSWORD, fresh or not, and deletes nothing', async () => {
      const { auth } = createUserAuth();
      const alice = await signUp(auth, { email: 'alice@example.com' });
      const fresh = await send(auth, alice.jar, '/delete-user', { body: { password: 'wrong password!' } });
      expect(await errorOf(fresh)).toMatchObject({ status: 400, code: 'INVALID_PASSWORD' });
      makeSessionsStale();
      for (const password of ['wrong password!', '', 'x'.repeat(10_000)]) {
        const response = await send(auth, alice.jar, '/delete-user', { body: { password } });
        expect(await errorOf(response)).toMatchObject({ status: 400, code: 'INVALID_PASSWORD' });
      }
      expect(await countsFor(auth, alice.userId)).toMatchObject({ user: 1 });
    });

    it('password guessing through a stolen session hits the per-account lock', async () => {
      const { auth } = createUserAuth({ emailAndPassword: { maxFailedAttempts: 3 } });
      const alice = await signUp(auth, { email: 'alice@example.com' });
      makeSessionsStale();
      for (let i = 0; i < 3; i++) await send(auth, alice.jar, '/delete-user', { body: { password: `guess ${i}!!` } });
      const response = await send(auth, alice.jar, '/delete-user', { body: { password: PASSWORD } });
      expect(await errorOf(response)).toMatchObject({ status: 429, code: 'TOO_MANY_FAILED_ATTEMPTS' });
      expect(await countsFor(auth, alice.userId)).toMatchObject({ user: 1 });
    });

    it('a passwordless user with a stale session gets SESSION_EXPIRED; a password answers CREDENTIAL_ACCOUNT_NOT_FOUND', async () => {
      const { auth, db } = createUserAuth();
      const alice = await signUp(auth, { email: 'alice@example.com' });
      await (await db()).deleteMany({ model: 'account', where: [{ field: 'userId', value: alice.userId }] });
      const withPassword = await send(auth, alice.jar, '/delete-user', { body: { password: PASSWORD } });
      expect(await errorOf(withPassword)).toMatchObject({ status: 400, code: 'CREDENTIAL_ACCOUNT_NOT_FOUND' });
      makeSessionsStale();
      const response = await send(auth, alice.jar, '/delete-user', { body: {} });
      expect(await errorOf(response)).toEqual({
        status: 403,
        code: 'SESSION_EXPIRED',
        message: 'Session expired. Re-authenticate to perform this action.',
      });
      expect(await countsFor(auth, alice.userId)).toMatchObject({ user: 1 });
    });

    it('a fresh age of 0 disables the check', async () => {
      const { auth } = createUserAuth({ session: { freshAge: 0 } });
      const alice = await signUp(auth, { email: 'alice@example.com' });
      makeSessionsStale();
      expect((await send(auth, alice.jar, '/delete-user', { body: {} })).status).toBe(200);
    });
  });

  it('answers 404 DELETE_USER_DISABLED unless enabled, signed in or not, and deletes nothing', async () => {
    const { auth } = createUserAuth({ user: { deleteUser: { enabled: false } } });
    const alice = await signUp(auth, { email: 'alice@example.com' });
    for (const jar of [alice.jar, null]) {
      const response = await send(auth, jar, '/delete-user', { body: {} });
      expect(await errorOf(response)).toMatchObject({ status: 404, code: 'DELETE_USER_DISABLED' });
    }
    expect(await countsFor(auth, alice.userId)).toMatchObject({ user: 1 });
  });

  it('answers 401 UNAUTHORIZED without a session', async () => {
    const { auth } = createUserAuth();
    expect(await errorOf(await send(auth, null, '/delete-user', { body: {} }))).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });

  it.each(['https://evil.example', '//evil.example', 'javascript:alert(1)'])(
    'open redirect: refuses the untrusted callbackURL %s before anything happens',
    async (callbackURL) => {
      const { auth, db } = createUserAuth({ user: { deleteUser: { enabled: true, sendDeleteAccountVerification: () => {} } } });
      const alice = await signUp(auth, { email: 'alice@example.com' });
      const response = await send(auth, alice.jar, '/delete-user', { body: { callbackURL } });
      expect(await errorOf(response)).toMatchObject({ status: 403, code: 'INVALID_CALLBACK_URL' });
      expect(await countsFor(auth, alice.userId)).toMatchObject({ user: 1 });
      expect(await (await db()).count({ model: 'verification' })).toBe(0);
    },
  );

  it('answers 400 (never 500) for wrong types', async () => {
    const { auth } = createUserAuth();
    const alice = await signUp(auth, { email: 'alice@example.com' });
    for (const body of [{ password: 5 }, { token: 5 }, { callbackURL: 5 }, { password: ['x'] }, 'text', [1]]) {
      const response = await send(auth, alice.jar, '/delete-user', { body });
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect(await countsFor(auth, alice.userId)).toMatchObject({ user: 1 });
  });

  describe('with sendDeleteAccountVerification', () => {
    const withMail = () =>
      createUserAuth({
        user: { deleteUser: { enabled: true, deleteTokenExpiresIn: 600, sendDeleteAccountVerification: (d) => void mails.push(d) } },
      });
    let mails: { user: { id: string; email: string }; url: string; token: string }[] = [];

    it('deletes nothing yet and mails a single-purpose link', async () => {
      mails = [];
      const { auth, settle, db } = withMail();
      const alice = await signUp(auth, { email: 'alice@example.com' });
      const response = await send(auth, alice.jar, '/delete-user', { body: { callbackURL: '/goodbye' } });
      expect(await response.json()).toEqual({ success: true, message: 'Verification email sent' });
      expect(await countsFor(auth, alice.userId)).toMatchObject({ user: 1, session: 1, account: 1 });
      await settle();
      expect(mails).toHaveLength(1);
      const mail = mails[0]!;
      expect(mail.user).toMatchObject({ id: alice.userId, email: 'alice@example.com' });
      expect(mail.token).toMatch(/^[0-9a-z]{32}$/);
      const url = new URL(mail.url);
      expect(url.pathname).toBe('/api/auth/delete-user/callback');
      expect(url.searchParams.get('token')).toBe(mail.token);
      expect(url.searchParams.get('callbackURL')).toBe('/goodbye');
      const rows = await (await db()).findMany<{ identifier: string; value: string; expiresAt: Date }>({ model: 'verification' });
      expect(rows).toHaveLength(1);
      expect(rows[0]!.identifier.startsWith('delete-account:')).toBe(true);
      expect(rows[0]!.identifier).not.toContain(mail.token);
      expect(rows[0]!.value).toBe(alice.userId);
      expect(rows[0]!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(600_000);
      expect(rows[0]!.expiresAt.getTime() - Date.now()).toBeGreaterThan(590_000);
    });

    it('still requires re-authentication before sending the mail', async () => {
      mails = [];
      const { auth, settle } = withMail();
      const alice = await signUp(auth, { email: 'alice@example.com' });
      makeSessionsStale();
      const response = await send(auth, alice.jar, '/delete-user', { body: {} });
      expect(await errorOf(response)).toMatchObject({ code: 'USER_ALREADY_HAS_PASSWORD_DELETE' });
      await settle();
      expect(mails).toHaveLength(0);
    });

    it('a token in the body completes the deletion, once', async () => {
      mails = [];
      const { auth, settle } = withMail();
      const alice = await signUp(auth, { email: 'alice@example.com' });
      await send(auth, alice.jar, '/delete-user', { body: {} });
      await settle();
      const response = await send(auth, alice.jar, '/delete-user', { body: { token: mails[0]!.token } });
      expect(await response.json()).toEqual({ success: true, message: 'User deleted' });
      expect(await countsFor(auth, alice.userId)).toEqual({ user: 0, session: 0, account: 0, verification: 0 });
    });

    it("token theft: another user's token, a token of another purpose or a made-up one answers INVALID_TOKEN", async () => {
      mails = [];
      const { auth, settle } = withMail();
      const bob = await signUp(auth, { email: 'bob@example.com' });
      const alice = await signUp(auth, { email: 'alice@example.com' });
      await send(auth, bob.jar, '/delete-user', { body: {} });
      await settle();
      const ctx = await auth.$context;
      await storeToken(ctx, { purpose: 'reset-password', token: 'reset-token-of-alice', value: alice.userId, expiresIn: 3600 });
      // Another user's token answers 400; tokens that are not delete-account tokens at all 404, as on the callback.
      const stolen = await send(auth, alice.jar, '/delete-user', { body: { token: mails[0]!.token } });
      expect(await errorOf(stolen)).toMatchObject({ status: 400, code: 'INVALID_TOKEN' });
      for (const token of ['reset-token-of-alice', 'made-up', '', 'x'.repeat(5000)]) {
        const response = await send(auth, alice.jar, '/delete-user', { body: { token } });
        expect(await errorOf(response)).toMatchObject({ status: 404, code: 'INVALID_TOKEN' });
      }
      expect(await countsFor(auth, alice.userId)).toMatchObject({ user: 1 });
      expect(await countsFor(auth, bob.userId)).toMatchObject({ user: 1 });
    });
  });

  describe('deletion is one transaction', () => {
    it('a beforeDelete that throws aborts: everything stays', async () => {
      const { auth } = createUserAuth({
        user: {
          deleteUser: {
            enabled: true,
            beforeDelete: () => {
              throw new Error('not today');
            },
          },
        },
      });
      const alice = await signUp(auth, { email: 'alice@example.com' });
      await addEverything(auth, { userId: alice.userId, email: 'alice@example.com' });
      const response = await send(auth, alice.jar, '/delete-user', { body: {} });
      expect(response.status).toBe(500);
      expect(await countsFor(auth, alice.userId)).toEqual({ user: 1, session: 2, account: 1, verification: 2 });
      expect((await send(auth, alice.jar, '/get-session')).status).toBe(200);
    });

    it('an adapter failure after sessions and accounts were deleted rolls everything back', async () => {
      const { auth } = createUserAuth();
      const alice = await signUp(auth, { email: 'alice@example.com' });
      await addEverything(auth, { userId: alice.userId, email: 'alice@example.com' });
      const ctx = await auth.$context;
      const failing = failOnUserDelete(ctx.db);
      await expect(deleteUserData({ ...ctx, db: failing }, alice.userId)).rejects.toThrow('disk full');
      expect(await countsFor(auth, alice.userId)).toEqual({ user: 1, session: 2, account: 1, verification: 2 });
    });

    it('runs afterDelete with the deleted user once the deletion is committed', async () => {
      const seen: unknown[] = [];
      const { auth } = createUserAuth({
        user: {
          deleteUser: {
            enabled: true,
            afterDelete: async (user) => {
              seen.push({ user, remaining: await (await auth.$context).db.count({ model: 'user' }) });
              throw new Error('hook failure is logged, not answered');
            },
          },
        },
      });
      const alice = await signUp(auth, { email: 'alice@example.com' });
      const response = await send(auth, alice.jar, '/delete-user', { body: {} });
      expect(response.status).toBe(200);
      expect(seen).toEqual([{ user: { id: alice.userId, email: 'alice@example.com', name: 'Test User', emailVerified: false }, remaining: 0 }]);
    });
  });

  it('drops the cookie cache with the session cookie', async () => {
    const { auth } = createUserAuth({ session: { cookieCache: { enabled: true, maxAge: 300 } } });
    const alice = await signUp(auth, { email: 'alice@example.com' });
    await send(auth, alice.jar, '/get-session');
    expect(alice.jar.get('latchkey.session_data')).toBeDefined();
    await send(auth, alice.jar, '/delete-user', { body: {} });
    expect(alice.jar.get('latchkey.session_data')).toBeUndefined();
    expect(alice.jar.get('latchkey.session_token')).toBeUndefined();
  });
});

const METHODS = ['create', 'findOne', 'findMany', 'count', 'update', 'updateMany', 'delete', 'deleteMany', 'consumeOne', 'incrementOne', 'transaction'] as const;

/** An adapter that forwards every call to `inner`, except the ones overridden. */
function delegate(inner: DatabaseAdapter, overrides: Partial<DatabaseAdapter>): DatabaseAdapter {
  const out: Record<string, unknown> = { id: inner.id };
  for (const method of METHODS) out[method] = (inner[method] as (...args: unknown[]) => unknown).bind(inner);
  return Object.assign(out, overrides) as unknown as DatabaseAdapter;
}

/** An adapter whose transactions fail when they reach the user row, after the other deletes ran. */
function failOnUserDelete(db: DatabaseAdapter): DatabaseAdapter {
  return delegate(db, {
    transaction: (fn) =>
      db.transaction((tx) =>
        fn(
          delegate(tx, {
            deleteMany: async (args) => {
              if (args.model === 'user') throw new Error('disk full');
              return tx.deleteMany(args);
            },
          }),
        ),
      ),
  });
}
