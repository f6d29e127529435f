import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectExactlyOnce } from '@latchkey/test-utils/exactly-once';
import { storeToken } from '../verification/verification-token.js';
import { PASSWORD, createAccountAuth, errorOf, hasSession, request, signIn, signUp } from '@latchkey/test-utils/account-routes-instance';

const NEW_PASSWORD = 'a brand new password';

type Setup = Parameters<typeof createAccountAuth>[0];

/** Alice signed up and signed in, with a reset token from the real request flow. */
async function aliceWithResetToken(options?: Setup) {
  const setup = createAccountAuth(options);
  const { jar, userId } = await signUp(setup.auth, { email: 'alice@example.com' });
  await setup.auth.handler(request('/request-password-reset', { body: { email: 'alice@example.com' } }));
  await setup.settle();
  return { ...setup, jar, userId, token: setup.mails.reset[0]!.token };
}

const reset = (body: unknown, path = '/reset-password'): Request => request(path, { body });

async function signInStatus(auth: ReturnType<typeof createAccountAuth>['auth'], password: string): Promise<number> {
  const response = await auth.handler(request('/sign-in/email', { body: { email: 'alice@example.com', password } }));
  return response.status;
}

describe('POST /reset-password', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sets the new password, answers { status: true } and ends every session', async () => {
    const { auth, jar, token } = await aliceWithResetToken();
    const otherDevice = await signIn(auth, { email: 'alice@example.com' });
    const response = await auth.handler(reset({ token, newPassword: NEW_PASSWORD }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: true });
    expect(await hasSession(auth, jar)).toBe(false);
    expect(await hasSession(auth, otherDevice)).toBe(false);
    expect(await signInStatus(auth, PASSWORD)).toBe(401);
    expect(await signInStatus(auth, NEW_PASSWORD)).toBe(200);
  });

  it('accepts the token from the query string', async () => {
    const { auth, token } = await aliceWithResetToken();
    const response = await auth.handler(reset({ newPassword: NEW_PASSWORD }, `/reset-password?token=${token}`));
    expect(response.status).toBe(200);
    expect(await signInStatus(auth, NEW_PASSWORD)).toBe(200);
  });

  it('keeps sessions when revokeSessionsOnPasswordReset is false', async () => {
    const { auth, jar, token } = await aliceWithResetToken({ emailAndPassword: { revokeSessionsOnPasswordReset: false } });
    await auth.handler(reset({ token, newPassword: NEW_PASSWORD }));
    expect(await hasSession(auth, jar)).toBe(true);
  });

  it('refuses a reset token replayed after use', async () => {
    const { auth, token } = await aliceWithResetToken();
    expect((await auth.handler(reset({ token, newPassword: NEW_PASSWORD }))).status).toBe(200);
    const replay = await auth.handler(reset({ token, newPassword: 'attacker chosen password' }));
    expect(await errorOf(replay)).toEqual({ status: 400, code: 'INVALID_TOKEN', message: 'Invalid token' });
    expect(await signInStatus(auth, NEW_PASSWORD)).toBe(200);
  });

  it('lets exactly one of 20 simultaneous resets with one token succeed', async () => {
    const { auth, token } = await aliceWithResetToken();
    const { winner } = await expectExactlyOnce((i) => auth.handler(reset({ token, newPassword: `${NEW_PASSWORD} ${i}` })), {
      refused: { status: 400, code: 'INVALID_TOKEN' },
    });
    expect(await signInStatus(auth, `${NEW_PASSWORD} ${winner.index}`)).toBe(200);
    const ctx = await auth.$context;
    expect(await ctx.db.count({ model: 'account' })).toBe(1);
  });

  it('refuses an expired reset token', async () => {
    const { auth, token } = await aliceWithResetToken();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 3601_000);
    const response = await auth.handler(reset({ token, newPassword: NEW_PASSWORD }));
    expect(await errorOf(response)).toMatchObject({ status: 400, code: 'INVALID_TOKEN' });
    vi.useRealTimers();
    expect(await signInStatus(auth, PASSWORD)).toBe(200);
  });

  it('refuses an email-verification token (purpose binding)', async () => {
    const { auth, userId } = await aliceWithResetToken();
    await storeToken(await auth.$context, {
      purpose: 'email-verification',
      token: 'a-verification-token-value',
      value: userId,
      expiresIn: 3600,
    });
    const response = await auth.handler(reset({ token: 'a-verification-token-value', newPassword: NEW_PASSWORD }));
    expect(await errorOf(response)).toMatchObject({ status: 400, code: 'INVALID_TOKEN' });
    expect(await signInStatus(auth, PASSWORD)).toBe(200);
  });

  it.each([{ newPassword: NEW_PASSWORD }, { token: '', newPassword: NEW_PASSWORD }, { token: 'guessed', newPassword: NEW_PASSWORD }])(
    'answers INVALID_TOKEN for a missing or unknown token: %j',
    async (body) => {
      const { auth } = await aliceWithResetToken();
      expect(await errorOf(await auth.handler(reset(body)))).toMatchObject({ status: 400, code: 'INVALID_TOKEN' });
    },
  );

  it('checks the new password length before spending the token', async () => {
    const { auth, token } = await aliceWithResetToken();
    const short = await auth.handler(reset({ token, newPassword: 'short' }));
    expect(await errorOf(short)).toMatchObject({ status: 400, code: 'PASSWORD_TOO_SHORT' });
    const long = await auth.handler(reset({ token, newPassword: 'x'.repeat(100_000) }));
    expect(await errorOf(long)).toMatchObject({ status: 400, code: 'PASSWORD_TOO_LONG' });
    expect((await auth.handler(reset({ token, newPassword: NEW_PASSWORD }))).status).toBe(200);
  });

  it.each([{ token: 'x', newPassword: 12345678 }, { token: ['x'], newPassword: NEW_PASSWORD }, { token: { $ne: null }, newPassword: NEW_PASSWORD }, {}])(
    'answers 400 VALIDATION_ERROR, never 500, for the malformed body %j',
    async (body) => {
      const { auth } = await aliceWithResetToken();
      expect(await errorOf(await auth.handler(reset(body)))).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    },
  );

  it('gives a social-only user a password through the reset link (creates the credential account)', async () => {
    const { auth, userId, token } = await aliceWithResetToken();
    const ctx = await auth.$context;
    await ctx.db.deleteMany({ model: 'account', where: [{ field: 'userId', value: userId }] });
    await ctx.db.create({
      model: 'account',
      data: { id: 'acc-github', userId, providerId: 'github', accountId: 'gh-1', createdAt: new Date(), updatedAt: new Date() },
    });
    expect((await auth.handler(reset({ token, newPassword: NEW_PASSWORD }))).status).toBe(200);
    const accounts = await ctx.db.findMany<{ providerId: string }>({ model: 'account', where: [{ field: 'userId', value: userId }] });
    expect(accounts.map((a) => a.providerId).sort()).toEqual(['credential', 'github']);
    expect(await signInStatus(auth, NEW_PASSWORD)).toBe(200);
  });

  it('refuses a token whose user was deleted meanwhile', async () => {
    const { auth, userId, token } = await aliceWithResetToken();
    const ctx = await auth.$context;
    await ctx.db.deleteMany({ model: 'user', where: [{ field: 'id', value: userId }] });
    expect(await errorOf(await auth.handler(reset({ token, newPassword: NEW_PASSWORD })))).toMatchObject({ code: 'INVALID_TOKEN' });
    expect(await ctx.db.count({ model: 'account', where: [{ field: 'providerId', value: 'credential' }] })).toBe(0);
  });

  it('answers EMAIL_PASSWORD_DISABLED when passwords are switched off', async () => {
    const { auth } = createAccountAuth({ emailAndPassword: { enabled: false } });
    expect(await errorOf(await auth.handler(reset({ token: 'any-token', newPassword: NEW_PASSWORD })))).toMatchObject({
      status: 400,
      code: 'EMAIL_PASSWORD_DISABLED',
    });
  });

  it('lifts the per-account sign-in lock', async () => {
    const { auth, token } = await aliceWithResetToken({ emailAndPassword: { maxFailedAttempts: 2 } });
    for (let i = 0; i < 2; i++) expect(await signInStatus(auth, 'wrong password!')).toBe(401);
    expect(await signInStatus(auth, PASSWORD)).toBe(429);
    expect((await auth.handler(reset({ token, newPassword: NEW_PASSWORD }))).status).toBe(200);
    expect(await signInStatus(auth, NEW_PASSWORD)).toBe(200);
  });

  it('clears the session cookies of the browser that reset the password', async () => {
    const { auth, jar, token } = await aliceWithResetToken();
    const response = await auth.handler(request('/reset-password', { body: { token, newPassword: NEW_PASSWORD }, cookie: jar.header() }));
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().some((c) => /session_token=;/.test(c) && /max-age=0/i.test(c))).toBe(true);
  });
});
