import { describe, expect, it } from 'vitest';
import { UniqueConstraintError } from '../db/adapter.js';
import type { AnyEndpoint } from '../declarations/auth-context.js';
import { definePlugin } from '../plugin/define-plugin.js';
import { coreEndpoints } from './core-endpoints.js';
import { verifyEmail } from './verify-email.js';
import { createUserAuth, errorOf, markVerified, send, signUp, type Jar, type UserTestAuth } from '@latchkey/test-utils/user-flows';

const emailOf = async (db: Awaited<ReturnType<ReturnType<typeof createUserAuth>['db']>>, id: string) =>
  (await db.findOne<{ email: string; emailVerified: boolean }>({ model: 'user', where: [{ field: 'id', value: id }] }))!;

/** A signed-up user whose address is verified. */
async function verifiedUser(auth: UserTestAuth, email: string): Promise<{ jar: Jar; userId: string }> {
  const user = await signUp(auth, { email });
  await markVerified(auth, user.userId);
  return user;
}

/** A mailed link as a path below the base path, for `send`. */
const linkPath = (url: string): string => {
  const link = new URL(url);
  return `${link.pathname.replace('/api/auth', '')}${link.search}`;
};

/**
 * Runs `fn` while every change of a user's address loses to the unique index: the
 * address is free at lookup time and taken by the time the update runs.
 */
async function whileAddressesRaced<T>(auth: UserTestAuth, fn: () => Promise<T>): Promise<T> {
  type Adapter = Awaited<UserTestAuth['$context']>['db'];
  const losing = (adapter: Pick<Adapter, 'update'>): void => {
    const original = adapter.update.bind(adapter);
    adapter.update = async (args) => {
      if (args.model === 'user' && 'email' in args.update) throw new UniqueConstraintError('user');
      return original(args);
    };
  };
  // The address changes inside a transaction (with its event): its adapter loses too.
  const db = (await auth.$context).db as Pick<Adapter, 'update' | 'transaction'>;
  const { update, transaction } = db;
  losing(db);
  db.transaction = <R>(work: (tx: Adapter) => Promise<R>): Promise<R> =>
    transaction.call(db, (tx: Adapter) => (losing(tx), work(tx))) as Promise<R>;
  try {
    return await fn();
  } finally {
    db.update = update;
    db.transaction = transaction;
  }
}

describe('POST /change-email', () => {
  it('replaces an unverified address at once and mails a verification link to the new one', async () => {
    const { auth, mails, settle, db } = createUserAuth();
    const { jar, userId } = await signUp(auth, { email: 'alice@example.com' });
    const response = await send(auth, jar, '/change-email', { body: { newEmail: ' New@Example.COM ', callbackURL: '/welcome' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: true, message: 'Verification email sent' });
    expect(await emailOf(await db(), userId)).toMatchObject({ email: 'new@example.com', emailVerified: false });
    await settle();
    expect(mails.verification.map((m) => m.user.email)).toContain('new@example.com');
    const mail = mails.verification.find((m) => m.user.email === 'new@example.com')!;
    const url = new URL(mail.url);
    expect(url.pathname).toBe('/api/auth/verify-email');
    expect(url.searchParams.get('callbackURL')).toBe('/welcome');
    expect(mails.changeEmail).toHaveLength(0);
  });

  it('answers "Email updated" for an unverified address when no verification mail is configured', async () => {
    const { auth, db } = createUserAuth({ emailVerification: { sendVerificationEmail: undefined } });
    const { jar, userId } = await signUp(auth, { email: 'alice@example.com' });
    const response = await send(auth, jar, '/change-email', { body: { newEmail: 'new@example.com' } });
    expect(await response.json()).toEqual({ status: true, message: 'Email updated' });
    expect((await emailOf(await db(), userId)).email).toBe('new@example.com');
  });

  it('for a verified address, changes nothing yet and mails a change-email link to the CURRENT address', async () => {
    const { auth, mails, settle, db } = createUserAuth();
    const { jar, userId } = await signUp(auth, { email: 'alice@example.com' });
    await markVerified(auth, userId);
    const response = await send(auth, jar, '/change-email', { body: { newEmail: 'new@example.com', callbackURL: '/done' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: true, message: 'Verification email sent' });
    expect(await emailOf(await db(), userId)).toMatchObject({ email: 'alice@example.com', emailVerified: true });
    await settle();
    expect(mails.changeEmail).toHaveLength(1);
    const mail = mails.changeEmail[0]!;
    expect(mail.user).toMatchObject({ id: userId, email: 'alice@example.com' });
    expect(mail.newEmail).toBe('new@example.com');
    const url = new URL(mail.url);
    expect(url.pathname).toBe('/api/auth/verify-email');
    expect(url.searchParams.get('token')).toBe(mail.token);
    expect(url.searchParams.get('type')).toBe('change-email');
    expect(url.searchParams.get('callbackURL')).toBe('/done');
    // The row holds only the token's hash and is bound to the change-email purpose.
    const rows = await (await db()).findMany<{ identifier: string; value: string }>({ model: 'verification' });
    const row = rows.find((r) => r.identifier.startsWith('change-email:'))!;
    expect(row.identifier).not.toContain(mail.token);
    expect(JSON.parse(row.value)).toEqual({ userId, email: 'alice@example.com', newEmail: 'new@example.com' });
  });

  it('completes the change through /verify-email: new address, unverified, verification mail to it', async () => {
    // GET /verify-email is served by the core once registered; until then through a plugin.
    const endpoints: Record<string, AnyEndpoint> = 'verifyEmail' in coreEndpoints ? {} : { verifyEmail };
    const { auth, mails, settle, db } = createUserAuth({ plugins: [definePlugin({ id: 'verify-email-under-test', endpoints })] });
    const { jar, userId } = await signUp(auth, { email: 'alice@example.com' });
    await markVerified(auth, userId);
    await send(auth, jar, '/change-email', { body: { newEmail: 'new@example.com' } });
    await settle();
    const link = linkPath(mails.changeEmail[0]!.url);
    const confirm = await send(auth, jar, link);
    expect(confirm.status).toBe(200);
    expect(await emailOf(await db(), userId)).toMatchObject({ email: 'new@example.com', emailVerified: false });
    await settle();
    expect(mails.verification.some((m) => m.user.email === 'new@example.com')).toBe(true);
    // The confirmation link is single-use.
    const again = await send(auth, jar, link);
    expect(again.status).toBe(400);
  });

  it("answers COULD_NOT_UPDATE_EMAIL for a verified address when no confirmation mail is configured", async () => {
    const { auth } = createUserAuth({ user: { changeEmail: { enabled: true, sendChangeEmailVerification: undefined } } });
    const { jar, userId } = await signUp(auth, { email: 'alice@example.com' });
    await markVerified(auth, userId);
    const response = await send(auth, jar, '/change-email', { body: { newEmail: 'new@example.com' } });
    expect(await errorOf(response)).toEqual({ status: 400, code: 'COULD_NOT_UPDATE_EMAIL', message: "Couldn't update your email" });
  });

  it('answers CHANGE_EMAIL_DISABLED unless enabled', async () => {
    const { auth } = createUserAuth({ user: { changeEmail: { enabled: false } } });
    const { jar } = await signUp(auth, { email: 'alice@example.com' });
    const response = await send(auth, jar, '/change-email', { body: { newEmail: 'new@example.com' } });
    expect(await errorOf(response)).toEqual({ status: 400, code: 'CHANGE_EMAIL_DISABLED', message: 'Change email is disabled' });
  });

  it('answers EMAIL_IS_THE_SAME for the current address in any case', async () => {
    const { auth } = createUserAuth();
    const { jar } = await signUp(auth, { email: 'alice@example.com' });
    const response = await send(auth, jar, '/change-email', { body: { newEmail: 'ALICE@example.com' } });
    expect(await errorOf(response)).toEqual({ status: 400, code: 'EMAIL_IS_THE_SAME', message: 'Email is the same' });
  });

  it('answers 401 UNAUTHORIZED without a session', async () => {
    const { auth } = createUserAuth();
    const response = await send(auth, null, '/change-email', { body: { newEmail: 'new@example.com' } });
    expect(await errorOf(response)).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });

  it('answers INVALID_EMAIL for a malformed address and 400 for wrong types', async () => {
    const { auth } = createUserAuth();
    const { jar } = await signUp(auth, { email: 'alice@example.com' });
    const bad = await send(auth, jar, '/change-email', { body: { newEmail: 'not-an-email' } });
    expect(await errorOf(bad)).toMatchObject({ status: 400, code: 'INVALID_EMAIL' });
    for (const body of [{}, { newEmail: 42 }, { newEmail: ['a@b.c'] }, { newEmail: 'n@example.com', callbackURL: 7 }, 'text']) {
      const response = await send(auth, jar, '/change-email', { body });
      expect(response.status).toBe(400);
    }
  });

  it.each(['https://evil.example', '//evil.example', 'javascript:alert(1)'])(
    'open redirect: refuses the untrusted callbackURL %s and changes nothing',
    async (callbackURL) => {
      const { auth, mails, settle, db } = createUserAuth();
      const { jar, userId } = await signUp(auth, { email: 'alice@example.com' });
      const response = await send(auth, jar, '/change-email', { body: { newEmail: 'new@example.com', callbackURL } });
      expect(await errorOf(response)).toMatchObject({ status: 403, code: 'INVALID_CALLBACK_URL' });
      expect((await emailOf(await db(), userId)).email).toBe('alice@example.com');
      await settle();
      expect(mails.verification.filter((m) => m.user.email === 'new@example.com')).toHaveLength(0);
    },
  );

  describe('account enumeration: a taken address answers exactly like a free one', () => {
    it('unverified caller: same status and body, nothing changed, nothing sent', async () => {
      const { auth, mails, settle, db } = createUserAuth();
      const bob = await signUp(auth, { email: 'bob@example.com' });
      const alice = await signUp(auth, { email: 'alice@example.com' });
      const carol = await signUp(auth, { email: 'carol@example.com' });
      await settle();
      const before = mails.verification.length;
      const taken = await send(auth, alice.jar, '/change-email', { body: { newEmail: 'bob@example.com' } });
      const takenAnswer = { status: taken.status, body: await taken.text() };
      await settle();
      // Nothing changed for either user, and nothing went to anybody.
      expect(await emailOf(await db(), alice.userId)).toMatchObject({ email: 'alice@example.com', emailVerified: false });
      expect(await emailOf(await db(), bob.userId)).toMatchObject({ email: 'bob@example.com' });
      expect(mails.verification.length).toBe(before);

      const free = await send(auth, carol.jar, '/change-email', { body: { newEmail: 'free@example.com' } });
      expect(takenAnswer).toEqual({ status: free.status, body: await free.text() });
      expect(takenAnswer.status).toBe(200);
    });

    it("verified caller: mails the confirmation to a taken address's requester too, so their own inbox tells nothing", async () => {
      const { auth, mails, settle, db } = createUserAuth();
      const bob = await signUp(auth, { email: 'bob@example.com' });
      const alice = await verifiedUser(auth, 'alice@example.com');
      const carol = await verifiedUser(auth, 'carol@example.com');
      await settle();
      const taken = await send(auth, alice.jar, '/change-email', { body: { newEmail: 'bob@example.com' } });
      const free = await send(auth, carol.jar, '/change-email', { body: { newEmail: 'free@example.com' } });
      expect({ status: taken.status, body: await taken.text() }).toEqual({ status: free.status, body: await free.text() });
      await settle();
      expect(mails.changeEmail.map((m) => [m.user.email, m.newEmail])).toEqual([
        ['alice@example.com', 'bob@example.com'],
        ['carol@example.com', 'free@example.com'],
      ]);
      const [toAlice, toCarol] = mails.changeEmail;
      expect(Object.keys(toAlice!).sort()).toEqual(Object.keys(toCarol!).sort());
      // Nothing changes before the confirmation is opened.
      expect(await emailOf(await db(), alice.userId)).toMatchObject({ email: 'alice@example.com', emailVerified: true });
      expect(await emailOf(await db(), bob.userId)).toMatchObject({ email: 'bob@example.com' });
    });
  });

  describe('confirming a change to a taken address', () => {
    it('refuses it plainly when the confirmation is opened, and changes nothing', async () => {
      const { auth, mails, settle, db } = createUserAuth();
      const bob = await signUp(auth, { email: 'bob@example.com' });
      const alice = await verifiedUser(auth, 'alice@example.com');
      await send(auth, alice.jar, '/change-email', { body: { newEmail: 'bob@example.com' } });
      await settle();
      const sentBefore = mails.verification.length;
      const confirm = await send(auth, alice.jar, linkPath(mails.changeEmail[0]!.url));
      expect(await errorOf(confirm)).toEqual({
        status: 422,
        code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
        message: 'User already exists. Use another email.',
      });
      await settle();
      expect(await emailOf(await db(), alice.userId)).toMatchObject({ email: 'alice@example.com', emailVerified: true });
      expect(await emailOf(await db(), bob.userId)).toMatchObject({ email: 'bob@example.com' });
      expect(mails.verification.length).toBe(sentBefore);
    });

    it('refuses it the same way when the address is taken between the lookup and the update (unique index)', async () => {
      const { auth, mails, settle, db } = createUserAuth();
      const alice = await verifiedUser(auth, 'alice@example.com');
      await send(auth, alice.jar, '/change-email', { body: { newEmail: 'raced@example.com' } });
      await settle();
      const confirm = await whileAddressesRaced(auth, () => send(auth, alice.jar, linkPath(mails.changeEmail[0]!.url)));
      expect(await errorOf(confirm)).toMatchObject({ status: 422, code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL' });
      expect((await emailOf(await db(), alice.userId)).email).toBe('alice@example.com');
    });
  });

  it('unique race: two users changing to one free address at once, one wins, the other sees success and keeps its address', async () => {
    const { auth, db } = createUserAuth();
    const users = await Promise.all(['a', 'b', 'c', 'd'].map((n) => signUp(auth, { email: `${n}@example.com` })));
    const responses = await Promise.all(
      users.map((u) => send(auth, u.jar, '/change-email', { body: { newEmail: 'wanted@example.com' } })),
    );
    const answers = await Promise.all(responses.map(async (r) => ({ status: r.status, body: await r.text() })));
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]!.status).toBe(200);
    const rows = await (await db()).findMany<{ email: string }>({ model: 'user' });
    expect(rows.filter((r) => r.email === 'wanted@example.com')).toHaveLength(1);
    expect(rows).toHaveLength(4);
  });

  it('unique race: the loser of the unique index (after the lookup) answers success and changes nothing', async () => {
    const { auth, db } = createUserAuth();
    const alice = await signUp(auth, { email: 'alice@example.com' });
    const response = await whileAddressesRaced(auth, () =>
      send(auth, alice.jar, '/change-email', { body: { newEmail: 'raced@example.com' } }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: true, message: 'Verification email sent' });
    expect((await emailOf(await db(), alice.userId)).email).toBe('alice@example.com');
  });

  it('identity from the session only: a userId in the body is ignored', async () => {
    const { auth, db } = createUserAuth();
    const bob = await signUp(auth, { email: 'bob@example.com' });
    const alice = await signUp(auth, { email: 'alice@example.com' });
    await send(auth, alice.jar, '/change-email', { body: { newEmail: 'new@example.com', userId: bob.userId } });
    expect((await emailOf(await db(), bob.userId)).email).toBe('bob@example.com');
    expect((await emailOf(await db(), alice.userId)).email).toBe('new@example.com');
  });
});
