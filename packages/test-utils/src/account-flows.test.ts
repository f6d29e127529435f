// The account flows on every database: what must hold on SQLite must hold on
// Postgres and MySQL too (transactions, unique races, single-use tokens).
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createAuth } from 'latchkey';
import { describeDatabases, type TestDatabase } from './databases.js';
import { cookieJar, fastHasher, request, TEST_BASE_URL, TEST_SECRET } from './test-instance.js';

interface Mail {
  url: string;
  token: string;
}

function createFlowAuth(db: TestDatabase, mails: Mail[]) {
  return createAuth({
    baseURL: TEST_BASE_URL,
    secret: TEST_SECRET,
    database: { kysely: db.kysely, dialect: db.dialect },
    schemaCheck: 'migrate',
    logger: { disabled: true },
    emailAndPassword: {
      enabled: true,
      password: fastHasher,
      sendResetPassword: ({ url, token }) => void mails.push({ url, token }),
    },
    emailVerification: { sendVerificationEmail: ({ url, token }) => void mails.push({ url, token }) },
    user: { deleteUser: { enabled: true } },
  });
}

const until = async (check: () => boolean): Promise<void> => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
};

describeDatabases('account flows', ({ open }) => {
  let db: TestDatabase;
  let mails: Mail[];
  let auth: ReturnType<typeof createFlowAuth>;
  const ada = { name: 'Ada', email: 'ada@example.com', password: 'analytical engine' };

  beforeEach(async () => {
    db = await open();
    mails = [];
    auth = createFlowAuth(db, mails);
    await auth.$context;
  });
  afterEach(() => db.close());

  it('signs up, reads the session, signs out', async () => {
    const jar = cookieJar();
    const signUp = await auth.handler(request('/sign-up/email', { body: ada }));
    expect(signUp.status).toBe(200);
    jar.store(signUp);
    const session = (await (await auth.handler(request('/get-session', { cookie: jar.header() }))).json()) as {
      user: { email: string; emailVerified: boolean };
    };
    expect(session.user).toMatchObject({ email: 'ada@example.com', emailVerified: false });
    const out = await auth.handler(request('/sign-out', { method: 'POST', cookie: jar.header() }));
    jar.store(out);
    expect(await (await auth.handler(request('/get-session', { cookie: jar.header() }))).json()).toBeNull();
  });

  it('creates one user for 20 simultaneous sign-ups with one email', async () => {
    const responses = await Promise.all(Array.from({ length: 20 }, () => auth.handler(request('/sign-up/email', { body: ada }))));
    expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
    const ctx = await auth.$context;
    expect(await ctx.db.count({ model: 'user' })).toBe(1);
    expect(await ctx.db.count({ model: 'account' })).toBe(1);
  });

  it('answers a wrong password and an unknown email identically', async () => {
    await auth.handler(request('/sign-up/email', { body: ada }));
    const wrong = await auth.handler(request('/sign-in/email', { body: { email: ada.email, password: 'not the password' } }));
    const unknown = await auth.handler(request('/sign-in/email', { body: { email: 'nobody@example.com', password: 'not the password' } }));
    expect([wrong.status, await wrong.text()]).toEqual([unknown.status, await unknown.text()]);
  });

  it('spends a reset token once under 10 simultaneous resets', async () => {
    await auth.handler(request('/sign-up/email', { body: ada }));
    await auth.handler(request('/request-password-reset', { body: { email: ada.email } }));
    await until(() => mails.length > 0);
    const token = mails[0]!.token;
    const resets = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        auth.handler(request('/reset-password', { body: { token, newPassword: `new password ${i}!` } })),
      ),
    );
    expect(resets.filter((r) => r.status === 200)).toHaveLength(1);
  });

  it('verifies an email with a single-use link', async () => {
    await auth.handler(request('/sign-up/email', { body: ada }));
    await auth.handler(request('/send-verification-email', { body: { email: ada.email } }));
    await until(() => mails.length > 0);
    const { token } = mails[0]!;
    const first = await auth.handler(request(`/verify-email?token=${token}`));
    expect(first.status).toBe(200);
    const again = await auth.handler(request(`/verify-email?token=${token}`));
    expect(again.status).toBe(400);
    const ctx = await auth.$context;
    const user = await ctx.db.findOne<{ emailVerified: boolean }>({ model: 'user', where: [{ field: 'email', value: ada.email }] });
    expect(user?.emailVerified).toBe(true);
  });

  it('deletes a user with its sessions and accounts in one go', async () => {
    const jar = cookieJar();
    jar.store(await auth.handler(request('/sign-up/email', { body: ada })));
    const deleted = await auth.handler(request('/delete-user', { body: { password: ada.password }, cookie: jar.header() }));
    expect(await deleted.json()).toMatchObject({ success: true, message: 'User deleted' });
    const ctx = await auth.$context;
    for (const model of ['user', 'session', 'account']) expect(await ctx.db.count({ model })).toBe(0);
  });

  it('compares token hashes byte for byte (a hash differing only in case matches nothing)', async () => {
    const ctx = await auth.$context;
    const now = new Date();
    await ctx.db.create({
      model: 'verification',
      data: { id: 'v1', identifier: 'reset-password:AbCdEf', value: 'u1', expiresAt: now, createdAt: now, updatedAt: now },
    });
    const found = await ctx.db.findOne({ model: 'verification', where: [{ field: 'identifier', value: 'reset-password:abcdef' }] });
    expect(found).toBeNull();
  });
});
