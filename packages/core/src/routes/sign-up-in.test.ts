import { describe, expect, it } from 'vitest';
import { cookieJar, createTestAuth, request } from '@latchkey/test-utils/test-instance';

const alice = { name: 'Alice', email: 'Alice@Example.com', password: 'correct horse battery' };

describe('sign-up, sign-in, get-session, sign-out', () => {
  it('signs up, reads the session, signs out', async () => {
    const auth = createTestAuth();
    const jar = cookieJar();
    const signUp = await auth.handler(request('/sign-up/email', { body: alice }));
    expect(signUp.status).toBe(200);
    const created = (await signUp.json()) as { token: string; user: Record<string, unknown> };
    expect(created.user).toMatchObject({ email: 'alice@example.com', name: 'Alice', emailVerified: false });
    expect(created.user).not.toHaveProperty('password');
    jar.store(signUp);

    const session = await auth.handler(request('/get-session', { cookie: jar.header() }));
    expect(session.headers.get('cache-control')).toBe('no-store');
    const data = (await session.json()) as { session: { token: string; userId: string }; user: { email: string } };
    expect(data.user.email).toBe('alice@example.com');
    expect(data.session.token).toBe(created.token);

    const out = await auth.handler(request('/sign-out', { method: 'POST', cookie: jar.header() }));
    expect(await out.json()).toEqual({ success: true });
    jar.store(out);
    const after = await auth.handler(request('/get-session', { cookie: jar.header() }));
    expect(await after.json()).toBeNull();
  });

  it('stores only a hash of the session token', async () => {
    const auth = createTestAuth();
    const signUp = await auth.handler(request('/sign-up/email', { body: alice }));
    const { token } = (await signUp.json()) as { token: string };
    const ctx = await auth.$context;
    const rows = await ctx.db.findMany<{ token: string }>({ model: 'session' });
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token).not.toBe(token);
    expect(await ctx.db.findOne({ model: 'session', where: [{ field: 'token', value: token }] })).toBeNull();
  });

  it('signs in with the right password and answers the same for every wrong case', async () => {
    const auth = createTestAuth();
    await auth.handler(request('/sign-up/email', { body: alice }));
    const ok = await auth.handler(request('/sign-in/email', { body: { email: 'alice@example.com', password: alice.password } }));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ redirect: false, user: { email: 'alice@example.com' } });

    const answers = [];
    for (const body of [
      { email: 'alice@example.com', password: 'wrong password!' },
      { email: 'nobody@example.com', password: 'wrong password!' },
    ]) {
      const response = await auth.handler(request('/sign-in/email', { body }));
      answers.push({ status: response.status, body: await response.text() });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]?.status).toBe(401);
    expect(JSON.parse(answers[0]?.body ?? '{}')).toMatchObject({ code: 'INVALID_EMAIL_OR_PASSWORD' });
  });

  it('answers INVALID_EMAIL for a malformed address and PASSWORD_TOO_SHORT on sign-up', async () => {
    const auth = createTestAuth();
    const bad = await auth.handler(request('/sign-in/email', { body: { email: 'not-an-email', password: 'x' } }));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'INVALID_EMAIL' });
    const short = await auth.handler(request('/sign-up/email', { body: { ...alice, password: 'short' } }));
    expect(await short.json()).toMatchObject({ code: 'PASSWORD_TOO_SHORT' });
    const long = await auth.handler(request('/sign-up/email', { body: { ...alice, password: 'x'.repeat(100_000) } }));
    expect(await long.json()).toMatchObject({ code: 'PASSWORD_TOO_LONG' });
  });

  it('refuses an untrusted callbackURL with 403', async () => {
    const auth = createTestAuth();
    const response = await auth.handler(request('/sign-up/email', { body: { ...alice, callbackURL: 'https://evil.example/' } }));
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'INVALID_CALLBACK_URL', message: 'Invalid callbackURL' });
  });

  it('creates exactly one user for 20 simultaneous sign-ups with one email', async () => {
    const auth = createTestAuth();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => auth.handler(request('/sign-up/email', { body: alice }))),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 422)).toHaveLength(19);
    const ctx = await auth.$context;
    expect(await ctx.db.count({ model: 'user' })).toBe(1);
    expect(await ctx.db.count({ model: 'account' })).toBe(1);
  });

  it('refuses a cookie-carrying POST from an untrusted origin', async () => {
    const auth = createTestAuth();
    const response = await auth.handler(
      request('/sign-out', { method: 'POST', cookie: 'a=b', headers: { origin: 'https://evil.example' } }),
    );
    expect(response.status).toBe(403);
  });
});
