import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cookieJar, createTestAuth, request } from '@latchkey/test-utils/test-instance';

const DAY = 86_400_000;
const ada = { name: 'Ada', email: 'ada@example.com', password: 'analytical engine' };

async function signedIn(auth: ReturnType<typeof createTestAuth>, rememberMe?: boolean) {
  const jar = cookieJar();
  await auth.handler(request('/sign-up/email', { body: ada }));
  const response = await auth.handler(request('/sign-in/email', { body: { email: ada.email, password: ada.password, rememberMe } }));
  jar.store(response);
  return { jar, response };
}

const getSession = async (auth: ReturnType<typeof createTestAuth>, jar: ReturnType<typeof cookieJar>) => {
  const response = await auth.handler(request('/get-session', { cookie: jar.header() }));
  jar.store(response);
  return { response, body: (await response.json()) as { session: { expiresAt: string; updatedAt: string } } | null };
};

describe('session life', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-01-01T00:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('lasts 7 days in a persistent cookie by default', async () => {
    const auth = createTestAuth({});
    const { response } = await signedIn(auth);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('latchkey.session_token='))!;
    expect(cookie).toMatch(/Max-Age=604800/);
  });

  it('without rememberMe: a browser-session cookie, a 1-day session, no refresh', async () => {
    const auth = createTestAuth({});
    const { jar, response } = await signedIn(auth, false);
    const cookies = response.headers.getSetCookie();
    expect(cookies.find((c) => c.startsWith('latchkey.session_token='))).not.toMatch(/Max-Age/);
    expect(cookies.some((c) => c.startsWith('latchkey.dont_remember='))).toBe(true);
    const first = await getSession(auth, jar);
    expect(new Date(first.body!.session.expiresAt).getTime()).toBe(Date.now() + DAY);
    vi.setSystemTime(Date.now() + DAY / 2);
    const later = await getSession(auth, jar);
    expect(later.body!.session.expiresAt).toBe(first.body!.session.expiresAt);
  });

  it('writes nothing on a read before a day has passed, and extends the expiry after', async () => {
    const auth = createTestAuth({});
    const { jar } = await signedIn(auth);
    const start = (await getSession(auth, jar)).body!.session;
    vi.setSystemTime(Date.now() + DAY - 1000);
    const early = await getSession(auth, jar);
    expect(early.body!.session.updatedAt).toBe(start.updatedAt);
    expect(early.response.headers.getSetCookie()).toEqual([]);
    vi.setSystemTime(Date.now() + 2000);
    const refreshed = await getSession(auth, jar);
    expect(new Date(refreshed.body!.session.expiresAt).getTime()).toBe(Date.now() + 7 * DAY);
    expect(refreshed.response.headers.getSetCookie().some((c) => c.startsWith('latchkey.session_token='))).toBe(true);
  });

  it('stops refreshing at the absolute lifetime, so the user signs in again', async () => {
    const auth = createTestAuth({ session: { absoluteLifetime: 10 * 86_400 } });
    const { jar } = await signedIn(auth);
    const createdAt = Date.now();
    for (let day = 1; day <= 9; day++) {
      vi.setSystemTime(createdAt + day * DAY);
      const { body } = await getSession(auth, jar);
      expect(new Date(body!.session.expiresAt).getTime()).toBeLessThanOrEqual(createdAt + 10 * DAY);
    }
    vi.setSystemTime(createdAt + 10 * DAY + 1);
    expect((await getSession(auth, jar)).body).toBeNull();
  });

  it('deletes an expired session and clears its cookies', async () => {
    const auth = createTestAuth({});
    const { jar } = await signedIn(auth);
    const ctx = await auth.$context;
    const before = await ctx.db.count({ model: 'session' });
    vi.setSystemTime(Date.now() + 8 * DAY);
    const { response, body } = await getSession(auth, jar);
    expect(body).toBeNull();
    expect(response.headers.getSetCookie().some((c) => /^latchkey\.session_token=;.*Max-Age=0/.test(c))).toBe(true);
    expect(await ctx.db.count({ model: 'session' })).toBe(before - 1);
  });

  it('refuses a session cookie whose signature was tampered with', async () => {
    const auth = createTestAuth({});
    const { jar } = await signedIn(auth);
    const tampered = jar.header().replace(/(latchkey\.session_token=[^.]+\.)(.)/, (_, head, c) => head + (c === 'A' ? 'B' : 'A'));
    const response = await auth.handler(request('/get-session', { cookie: tampered }));
    expect(await response.json()).toBeNull();
  });
});

describe('the session cookie cache', () => {
  it('answers from the signed cookie without a database read, bound to its session token', async () => {
    const auth = createTestAuth({ session: { cookieCache: { enabled: true, maxAge: 300 } } });
    const { jar } = await signedIn(auth);
    const first = await getSession(auth, jar);
    expect(first.response.headers.getSetCookie().some((c) => c.startsWith('latchkey.session_data='))).toBe(true);
    const ctx = await auth.$context;
    await ctx.db.deleteMany({ model: 'session', where: [] });
    expect((await getSession(auth, jar)).body).not.toBeNull();
    const fresh = await auth.handler(request('/get-session?disableCookieCache=true', { cookie: jar.header() }));
    expect(await fresh.json()).toBeNull();
  });

  it('refuses a cached copy replayed with another session token (cache swap)', async () => {
    const auth = createTestAuth({ session: { cookieCache: { enabled: true } } });
    const { jar: victim } = await signedIn(auth);
    await getSession(auth, victim);
    const attacker = cookieJar();
    await auth.handler(request('/sign-up/email', { body: { ...ada, email: 'eve@example.com' } }));
    attacker.store(await auth.handler(request('/sign-in/email', { body: { email: 'eve@example.com', password: ada.password } })));
    const stolenCache = victim.get('latchkey.session_data');
    const header = `${attacker.header()}; latchkey.session_data=${stolenCache}`;
    const response = await auth.handler(request('/get-session', { cookie: header }));
    expect(((await response.json()) as { user: { email: string } }).user.email).toBe('eve@example.com');
  });
});

describe('per-account sign-in lock', () => {
  it('locks an account after repeated failures, whatever the client address, and answers alike for unknown emails', async () => {
    const auth = createTestAuth({ emailAndPassword: { enabled: true, maxFailedAttempts: 3 } });
    await auth.handler(request('/sign-up/email', { body: ada }));
    const attempt = (email: string, password: string, ip: string) =>
      auth.handler(request('/sign-in/email', { body: { email, password } }), { ip });
    for (let i = 0; i < 3; i++) expect((await attempt(ada.email, 'wrong password!', `198.51.100.${i}`)).status).toBe(401);
    const locked = await attempt(ada.email, ada.password, '198.51.100.99');
    expect(locked.status).toBe(429);
    expect(await locked.json()).toMatchObject({ code: 'TOO_MANY_FAILED_ATTEMPTS' });
    for (let i = 0; i < 3; i++) await attempt('nobody@example.com', 'wrong password!', `198.51.100.${i}`);
    expect((await attempt('nobody@example.com', 'wrong password!', '198.51.100.99')).status).toBe(429);
  });

  it('tells a locked-out client when to come back (Retry-After), so it need not keep guessing', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-01-01T00:00:00Z') });
    try {
      const auth = createTestAuth({ emailAndPassword: { enabled: true, maxFailedAttempts: 2, lockoutSeconds: 900 } });
      await auth.handler(request('/sign-up/email', { body: ada }));
      const attempt = (password: string) => auth.handler(request('/sign-in/email', { body: { email: ada.email, password } }));
      for (let i = 0; i < 2; i++) expect((await attempt('wrong password!')).status).toBe(401);
      vi.advanceTimersByTime(300_000);
      const locked = await attempt(ada.password);
      expect(locked.status).toBe(429);
      expect(await locked.json()).toMatchObject({ code: 'TOO_MANY_FAILED_ATTEMPTS' });
      expect({ retryAfter: locked.headers.get('retry-after'), xRetryAfter: locked.headers.get('x-retry-after') }).toEqual({
        retryAfter: '600',
        xRetryAfter: '600',
      });
      vi.advanceTimersByTime(599_000);
      expect((await attempt(ada.password)).headers.get('retry-after')).toBe('1');
      vi.advanceTimersByTime(1_000);
      expect((await attempt(ada.password)).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('never locks the owner out of password reset', async () => {
    const sent: string[] = [];
    const auth = createTestAuth({
      emailAndPassword: { enabled: true, maxFailedAttempts: 2, sendResetPassword: ({ token }) => void sent.push(token) },
    });
    await auth.handler(request('/sign-up/email', { body: ada }));
    for (let i = 0; i < 3; i++) await auth.handler(request('/sign-in/email', { body: { email: ada.email, password: 'wrong password!' } }));
    const reset = await auth.handler(request('/request-password-reset', { body: { email: ada.email } }));
    expect(reset.status).toBe(200);
  });
});
