import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MailUser } from '../options/account-options.js';
import { createUserAuth, markVerified, send } from '@latchkey/test-utils/user-flows';
import { expectExactlyOnce } from '@latchkey/test-utils/exactly-once';
import { storeToken } from '../verification/verification-token.js';
import { cookieJar, createAccountAuth, errorOf, hasSession, request, signUp } from '@latchkey/test-utils/account-routes-instance';

type Setup = Parameters<typeof createAccountAuth>[0];

/** Alice signed up; the verification mail from sign-up gives her token. */
async function aliceWithVerificationToken(options: Setup = {}) {
  const setup = createAccountAuth({ ...options, emailVerification: { sendOnSignUp: true, ...options.emailVerification } });
  const { jar, userId } = await signUp(setup.auth, { email: 'alice@example.com' });
  await setup.settle();
  const token = setup.mails.verification[0]!.token;
  return { ...setup, jar, userId, token };
}

const verify = (query: Record<string, string>): Request => request(`/verify-email?${new URLSearchParams(query)}`);

async function userRow(auth: { $context: ReturnType<typeof createAccountAuth>['auth']['$context'] }, id: string) {
  const ctx = await auth.$context;
  return ctx.db.findOne<{ email: string; emailVerified: boolean }>({ model: 'user', where: [{ field: 'id', value: id }] });
}

describe('GET /verify-email', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('marks the address verified and answers status and user; the mailed link is the one that works', async () => {
    const verified: MailUser[] = [];
    const { auth, mails, userId, token } = await aliceWithVerificationToken({
      emailVerification: { onEmailVerification: (user) => void verified.push(user) },
    });
    const link = new URL(mails.verification[0]!.url);
    expect(link.pathname).toBe('/api/auth/verify-email');
    const response = await auth.handler(verify({ token: link.searchParams.get('token')! }));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { status: boolean; user: Record<string, unknown> };
    expect(body).toMatchObject({ status: true, user: { id: userId, email: 'alice@example.com', emailVerified: true } });
    expect(body.user).not.toHaveProperty('password');
    expect(await userRow(auth, userId)).toMatchObject({ emailVerified: true });
    expect(verified).toEqual([{ id: userId, email: 'alice@example.com', name: 'Test User', emailVerified: true }]);
    expect(token).toBe(link.searchParams.get('token'));
  });

  it('redirects to the callbackURL on success', async () => {
    const { auth, token } = await aliceWithVerificationToken();
    const response = await auth.handler(verify({ token, callbackURL: '/welcome?from=mail' }));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/welcome?from=mail');
  });

  it('signs the user in when autoSignInAfterVerification is on', async () => {
    const { auth, token } = await aliceWithVerificationToken({ emailVerification: { autoSignInAfterVerification: true } });
    const response = await auth.handler(verify({ token }));
    expect(response.status).toBe(200);
    const jar = cookieJar();
    jar.store(response);
    expect(await hasSession(auth, jar)).toBe(true);
  });

  it('carries the new session cookie on the redirect when signing in after verification', async () => {
    const { auth, token } = await aliceWithVerificationToken({ emailVerification: { autoSignInAfterVerification: true } });
    const response = await auth.handler(verify({ token, callbackURL: '/welcome' }));
    expect(response.headers.get('location')).toBe('/welcome');
    const jar = cookieJar();
    jar.store(response);
    expect(await hasSession(auth, jar)).toBe(true);
  });

  it('issues no session without autoSignInAfterVerification', async () => {
    const { auth, token } = await aliceWithVerificationToken();
    const response = await auth.handler(verify({ token }));
    expect(response.headers.getSetCookie().some((c) => c.includes('session_token=') && !/max-age=0/i.test(c))).toBe(false);
  });

  it('refuses a verification token replayed after use', async () => {
    const { auth, token } = await aliceWithVerificationToken();
    expect((await auth.handler(verify({ token }))).status).toBe(200);
    expect(await errorOf(await auth.handler(verify({ token })))).toEqual({ status: 400, code: 'INVALID_TOKEN', message: 'Invalid token' });
    const redirected = await auth.handler(verify({ token, callbackURL: '/welcome' }));
    expect(redirected.headers.get('location')).toBe('/welcome?error=invalid_token');
  });

  it('spends one token once under 20 simultaneous verifications: one session signed in, the rest INVALID_TOKEN', async () => {
    const { auth, userId, token } = await aliceWithVerificationToken({ emailVerification: { autoSignInAfterVerification: true } });
    const ctx = await auth.$context;
    const sessions = await ctx.db.count({ model: 'session', where: [{ field: 'userId', value: userId }] });
    await expectExactlyOnce(() => auth.handler(verify({ token })), { refused: { status: 400, code: 'INVALID_TOKEN' } });
    expect(await ctx.db.count({ model: 'session', where: [{ field: 'userId', value: userId }] })).toBe(sessions + 1);
    expect(await userRow(auth, userId)).toMatchObject({ emailVerified: true });
  });

  it('answers TOKEN_EXPIRED, or redirects with error=token_expired, for an expired token', async () => {
    const { auth, userId, token } = await aliceWithVerificationToken();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 3601_000);
    expect(await errorOf(await auth.handler(verify({ token })))).toEqual({ status: 400, code: 'TOKEN_EXPIRED', message: 'Token expired' });
    const ctx = await auth.$context;
    await storeToken(ctx, { purpose: 'email-verification', token: 'second', value: JSON.stringify({ userId, email: 'alice@example.com' }), expiresIn: -1 });
    const redirected = await auth.handler(verify({ token: 'second', callbackURL: '/welcome' }));
    expect(redirected.headers.get('location')).toBe('/welcome?error=token_expired');
    expect(await userRow(auth, userId)).toMatchObject({ emailVerified: false });
  });

  it('answers USER_NOT_FOUND, or redirects with error=user_not_found, when the user is gone', async () => {
    const { auth, userId, token } = await aliceWithVerificationToken();
    const ctx = await auth.$context;
    await storeToken(ctx, { purpose: 'email-verification', token: 'second', value: JSON.stringify({ userId, email: 'alice@example.com' }), expiresIn: 3600 });
    await ctx.db.deleteMany({ model: 'user', where: [{ field: 'id', value: userId }] });
    expect(await errorOf(await auth.handler(verify({ token })))).toMatchObject({ status: 404, code: 'USER_NOT_FOUND' });
    const redirected = await auth.handler(verify({ token: 'second', callbackURL: '/welcome' }));
    expect(redirected.headers.get('location')).toBe('/welcome?error=user_not_found');
  });

  it('refuses a token sent to an address the user no longer has', async () => {
    const { auth, userId, token } = await aliceWithVerificationToken();
    const ctx = await auth.$context;
    await ctx.db.update({ model: 'user', where: [{ field: 'id', value: userId }], update: { email: 'other@example.com' } });
    expect(await errorOf(await auth.handler(verify({ token })))).toMatchObject({ code: 'INVALID_TOKEN' });
    expect(await userRow(auth, userId)).toMatchObject({ emailVerified: false });
  });

  it('refuses a reset-password token (purpose binding)', async () => {
    const { auth, mails, settle, userId } = await aliceWithVerificationToken();
    await auth.handler(request('/request-password-reset', { body: { email: 'alice@example.com' } }));
    await settle();
    const resetToken = mails.reset[0]!.token;
    expect(await errorOf(await auth.handler(verify({ token: resetToken })))).toMatchObject({ code: 'INVALID_TOKEN' });
    expect(await userRow(auth, userId)).toMatchObject({ emailVerified: false });
  });

  it.each(['https://evil.example', '//evil.example', 'javascript:alert(1)', 'https://localhost:3000.evil.example/'])(
    'refuses the open redirect callbackURL=%j with 403 and leaves the token unspent',
    async (callbackURL) => {
      const { auth, token, userId } = await aliceWithVerificationToken();
      const response = await auth.handler(verify({ token, callbackURL }));
      expect(response.headers.get('location')).toBeNull();
      expect(await errorOf(response)).toEqual({ status: 403, code: 'INVALID_CALLBACK_URL', message: 'Invalid callbackURL' });
      expect(await userRow(auth, userId)).toMatchObject({ emailVerified: false });
      expect((await auth.handler(verify({ token }))).status).toBe(200);
    },
  );

  it.each<Record<string, string>>([{}, { token: 'x', type: 'reset-password' }])('answers 400 VALIDATION_ERROR for the query %j', async (query) => {
    const { auth } = await aliceWithVerificationToken();
    expect(await errorOf(await auth.handler(verify(query)))).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
  });

  it('answers INVALID_TOKEN for a token row whose value is not the expected JSON', async () => {
    const { auth } = await aliceWithVerificationToken();
    await storeToken(await auth.$context, { purpose: 'email-verification', token: 'garbled', value: 'not json', expiresIn: 3600 });
    expect(await errorOf(await auth.handler(verify({ token: 'garbled' })))).toMatchObject({ code: 'INVALID_TOKEN' });
  });
});

describe('GET /verify-email?type=change-email', () => {
  /** Alice (verified) asked to move to new@example.com; the token is what /change-email stores. */
  async function pendingChange(newEmail = 'new@example.com') {
    const setup = createAccountAuth();
    const { jar, userId } = await signUp(setup.auth, { email: 'alice@example.com' });
    const ctx = await setup.auth.$context;
    await ctx.db.update({ model: 'user', where: [{ field: 'id', value: userId }], update: { emailVerified: true } });
    await storeToken(ctx, {
      purpose: 'change-email',
      token: 'change-token',
      value: JSON.stringify({ userId, email: 'alice@example.com', newEmail }),
      expiresIn: 3600,
    });
    return { ...setup, jar, userId };
  }

  it('replaces the address, marks it unverified and mails a verification link to the new one', async () => {
    const { auth, mails, settle, userId } = await pendingChange();
    const response = await auth.handler(verify({ token: 'change-token', type: 'change-email', callbackURL: '/settings' }));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/settings');
    expect(await userRow(auth, userId)).toMatchObject({ email: 'new@example.com', emailVerified: false });
    await settle();
    expect(mails.verification).toHaveLength(1);
    const mail = mails.verification[0]!;
    expect(mail.user.email).toBe('new@example.com');
    // The new address is verified through the ordinary link, which keeps the callbackURL.
    const link = new URL(mail.url);
    expect(link.searchParams.get('callbackURL')).toBe('/settings');
    expect((await auth.handler(verify({ token: mail.token }))).status).toBe(200);
    expect(await userRow(auth, userId)).toMatchObject({ email: 'new@example.com', emailVerified: true });
  });

  it('confirms one change once under 20 simultaneous uses of its token: one verification mail, the rest INVALID_TOKEN', async () => {
    const { auth, mails, settle, userId } = await pendingChange();
    await expectExactlyOnce(() => auth.handler(verify({ token: 'change-token', type: 'change-email' })), {
      refused: { status: 400, code: 'INVALID_TOKEN' },
    });
    expect(await userRow(auth, userId)).toMatchObject({ email: 'new@example.com', emailVerified: false });
    await settle();
    expect(mails.verification).toHaveLength(1);
  });

  it('answers status and user as JSON without a callbackURL', async () => {
    const { auth } = await pendingChange();
    const response = await auth.handler(verify({ token: 'change-token', type: 'change-email' }));
    expect(await response.json()).toMatchObject({ status: true, user: { email: 'new@example.com', emailVerified: false } });
  });

  it('refuses the change when the new address was taken meanwhile, saying so and changing nothing', async () => {
    const { auth, mails, settle, userId } = await pendingChange();
    await signUp(auth, { email: 'new@example.com' });
    const response = await auth.handler(verify({ token: 'change-token', type: 'change-email', callbackURL: '/settings' }));
    expect(response.headers.get('location')).toBe('/settings?error=user_already_exists_use_another_email');
    expect(await userRow(auth, userId)).toMatchObject({ email: 'alice@example.com', emailVerified: true });
    await settle();
    expect(mails.verification).toHaveLength(0);
  });

  it('confirms the mailed change-email link with its type parameter dropped, as clients of the established API send it', async () => {
    const { auth, mails, settle, db } = createUserAuth();
    const { jar, userId } = await signUp(auth, { email: 'alice@example.com' });
    await markVerified(auth, userId);
    await send(auth, jar, '/change-email', { body: { newEmail: 'new@example.com' } });
    await settle();
    const token = mails.changeEmail[0]!.token;
    const response = await auth.handler(verify({ token }));
    expect(await response.json()).toMatchObject({ status: true, user: { email: 'new@example.com', emailVerified: false } });
    expect(await (await db()).count({ model: 'verification', where: [{ field: 'identifier', operator: 'starts_with', value: 'change-email:' }] })).toBe(0);
  });

  it('refuses a mailed change-email token presented as an email verification (purpose binding)', async () => {
    const { auth, mails, settle } = createUserAuth();
    const { jar, userId } = await signUp(auth, { email: 'alice@example.com' });
    await markVerified(auth, userId);
    await send(auth, jar, '/change-email', { body: { newEmail: 'new@example.com' } });
    await settle();
    const token = mails.changeEmail[0]!.token;
    expect(await errorOf(await auth.handler(verify({ token, type: 'email-verification' })))).toMatchObject({ code: 'INVALID_TOKEN' });
    expect(await userRow(auth, userId)).toMatchObject({ email: 'alice@example.com', emailVerified: true });
    expect((await auth.handler(verify({ token }))).status).toBe(200);
  });

  it('refuses an older change-email token (one without its purpose in it) presented without type, and the reverse (purpose binding)', async () => {
    const { auth, userId } = await pendingChange();
    expect(await errorOf(await auth.handler(verify({ token: 'change-token' })))).toMatchObject({ code: 'INVALID_TOKEN' });
    const ctx = await auth.$context;
    await storeToken(ctx, { purpose: 'email-verification', token: 'plain', value: JSON.stringify({ userId, email: 'alice@example.com' }), expiresIn: 3600 });
    expect(await errorOf(await auth.handler(verify({ token: 'plain', type: 'change-email' })))).toMatchObject({ code: 'INVALID_TOKEN' });
    expect(await userRow(auth, userId)).toMatchObject({ email: 'alice@example.com' });
  });

  it('refuses a change confirmed after the address already changed another way', async () => {
    const { auth, userId } = await pendingChange();
    const ctx = await auth.$context;
    await ctx.db.update({ model: 'user', where: [{ field: 'id', value: userId }], update: { email: 'third@example.com' } });
    expect(await errorOf(await auth.handler(verify({ token: 'change-token', type: 'change-email' })))).toMatchObject({ code: 'INVALID_TOKEN' });
    expect(await userRow(auth, userId)).toMatchObject({ email: 'third@example.com' });
  });
});
