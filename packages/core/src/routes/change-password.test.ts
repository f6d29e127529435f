import { describe, expect, it } from 'vitest';
import { PASSWORD, createAccountAuth, errorOf, hasSession, request, signIn, signUp } from '@latchkey/test-utils/account-routes-instance';

const NEW_PASSWORD = 'a brand new password';

const change = (body: unknown, cookie?: string): Request => request('/change-password', { body, cookie });

async function signInStatus(auth: ReturnType<typeof createAccountAuth>['auth'], password: string): Promise<number> {
  const response = await auth.handler(request('/sign-in/email', { body: { email: 'alice@example.com', password } }));
  return response.status;
}

describe('POST /change-password', () => {
  it('changes the password and answers token null and the user; other sessions stay', async () => {
    const { auth } = createAccountAuth();
    const { jar, userId } = await signUp(auth, { email: 'alice@example.com' });
    const other = await signIn(auth, { email: 'alice@example.com' });
    const response = await auth.handler(change({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD }, jar.header()));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { token: unknown; user: Record<string, unknown> };
    expect(body).toMatchObject({ token: null, user: { id: userId, email: 'alice@example.com' } });
    expect(body.user).not.toHaveProperty('password');
    expect(await hasSession(auth, jar)).toBe(true);
    expect(await hasSession(auth, other)).toBe(true);
    expect(await signInStatus(auth, PASSWORD)).toBe(401);
    expect(await signInStatus(auth, NEW_PASSWORD)).toBe(200);
  });

  it('with revokeOtherSessions, ends the other device’s session and issues a fresh one here', async () => {
    const { auth } = createAccountAuth();
    const { jar } = await signUp(auth, { email: 'alice@example.com' });
    const stolen = await signIn(auth, { email: 'alice@example.com' });
    const oldCookie = jar.header();
    const response = await auth.handler(
      change({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD, revokeOtherSessions: true }, jar.header()),
    );
    expect(response.status).toBe(200);
    const { token } = (await response.json()) as { token: string };
    expect(token).toMatch(/^[A-Za-z0-9]{32}$/);
    jar.store(response);
    expect(await hasSession(auth, stolen)).toBe(false);
    // The old token of this browser ends too; the new cookie carries the answered token.
    expect(await hasSession(auth, { header: () => oldCookie })).toBe(false);
    const session = await auth.handler(request('/get-session', { cookie: jar.header() }));
    expect(((await session.json()) as { session: { token: string } }).session.token).toBe(token);
    const ctx = await auth.$context;
    expect(await ctx.db.count({ model: 'session' })).toBe(1);
  });

  it('answers 401 UNAUTHORIZED without a session', async () => {
    const { auth } = createAccountAuth();
    await signUp(auth, { email: 'alice@example.com' });
    expect(await errorOf(await auth.handler(change({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD })))).toEqual({
      status: 401,
      code: 'UNAUTHORIZED',
      message: 'Unauthorized',
    });
    expect(await signInStatus(auth, PASSWORD)).toBe(200);
  });

  it('refuses a wrong current password with INVALID_PASSWORD and keeps the old one', async () => {
    const { auth } = createAccountAuth();
    const { jar } = await signUp(auth, { email: 'alice@example.com' });
    const response = await auth.handler(change({ currentPassword: 'not my password', newPassword: NEW_PASSWORD }, jar.header()));
    expect(await errorOf(response)).toEqual({ status: 400, code: 'INVALID_PASSWORD', message: 'Invalid password' });
    expect(await signInStatus(auth, PASSWORD)).toBe(200);
  });

  it('locks password guessing through a stolen session, sharing the sign-in lock', async () => {
    const { auth } = createAccountAuth({ emailAndPassword: { maxFailedAttempts: 3 } });
    const { jar } = await signUp(auth, { email: 'alice@example.com' });
    for (let i = 0; i < 3; i++) {
      const guess = await auth.handler(change({ currentPassword: `guess ${i} guess`, newPassword: NEW_PASSWORD }, jar.header()));
      expect(guess.status).toBe(400);
    }
    const locked = await auth.handler(change({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD }, jar.header()));
    expect(await errorOf(locked)).toMatchObject({ status: 429, code: 'TOO_MANY_FAILED_ATTEMPTS' });
  });

  it('answers CREDENTIAL_ACCOUNT_NOT_FOUND for a user without a password', async () => {
    const { auth } = createAccountAuth();
    const { jar, userId } = await signUp(auth, { email: 'alice@example.com' });
    const ctx = await auth.$context;
    await ctx.db.deleteMany({ model: 'account', where: [{ field: 'userId', value: userId }] });
    const response = await auth.handler(change({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD }, jar.header()));
    expect(await errorOf(response)).toEqual({ status: 400, code: 'CREDENTIAL_ACCOUNT_NOT_FOUND', message: 'Credential account not found' });
    expect(await ctx.db.count({ model: 'account' })).toBe(0);
  });

  it('checks the new password length', async () => {
    const { auth } = createAccountAuth();
    const { jar } = await signUp(auth, { email: 'alice@example.com' });
    const short = await auth.handler(change({ currentPassword: PASSWORD, newPassword: 'short' }, jar.header()));
    expect(await errorOf(short)).toMatchObject({ status: 400, code: 'PASSWORD_TOO_SHORT' });
    const long = await auth.handler(change({ currentPassword: PASSWORD, newPassword: 'y'.repeat(100_000) }, jar.header()));
    expect(await errorOf(long)).toMatchObject({ status: 400, code: 'PASSWORD_TOO_LONG' });
  });

  it('refuses an over-long current password without hashing it', async () => {
    const { auth } = createAccountAuth();
    const { jar } = await signUp(auth, { email: 'alice@example.com' });
    const response = await auth.handler(change({ currentPassword: 'z'.repeat(50_000), newPassword: NEW_PASSWORD }, jar.header()));
    expect(await errorOf(response)).toMatchObject({ status: 400, code: 'INVALID_PASSWORD' });
  });

  it.each([
    { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, revokeOtherSessions: 'yes' },
    { currentPassword: 12345678, newPassword: NEW_PASSWORD },
    { currentPassword: PASSWORD },
  ])('answers 400 VALIDATION_ERROR, never 500, for the malformed body %j', async (body) => {
    const { auth } = createAccountAuth();
    const { jar } = await signUp(auth, { email: 'alice@example.com' });
    expect(await errorOf(await auth.handler(change(body, jar.header())))).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
  });

  it('clears the cached session copy', async () => {
    const { auth } = createAccountAuth({ session: { cookieCache: { enabled: true } } });
    const { jar } = await signUp(auth, { email: 'alice@example.com' });
    jar.store(await auth.handler(request('/get-session', { cookie: jar.header() })));
    expect(jar.get('latchkey.session_data')).toBeDefined();
    const response = await auth.handler(change({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD }, jar.header()));
    jar.store(response);
    expect(jar.get('latchkey.session_data')).toBeUndefined();
  });

  it('refuses a cross-site request riding the session cookie', async () => {
    const { auth } = createAccountAuth();
    const { jar } = await signUp(auth, { email: 'alice@example.com' });
    const response = await auth.handler(
      request('/change-password', {
        body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
        cookie: jar.header(),
        headers: { origin: 'https://evil.example' },
      }),
    );
    expect(response.status).toBe(403);
    expect(await signInStatus(auth, PASSWORD)).toBe(200);
  });
});
