import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthError, defineErrorCodes, definePlugin } from 'latchkey/plugins';

const BANS = defineErrorCodes({ TEST_BANNED: { status: 'FORBIDDEN', message: 'Banned' } });
import { CODE_SPENT, expectExactlyOnce } from '@latchkey/test-utils/exactly-once';
import {
  createEmailOTPAuth,
  errorOf,
  hasSession,
  markVerified,
  PASSWORD,
  requestCode,
  send,
  signIn,
  signUp,
  userByEmail,
  wrongCode,
  cookieJar,
  type EmailOTPAuth,
} from '@latchkey/test-utils/plugin-instances/email-otp';

afterEach(() => vi.useRealTimers());

const signInWith = (auth: EmailOTPAuth, body: Record<string, unknown>, jar = cookieJar()) => send(auth, jar, '/sign-in/email-otp', { body });

describe('POST /sign-in/email-otp', () => {
  it('signs an existing user in with the code, and the code works once', async () => {
    const auth = createEmailOTPAuth();
    const { userId } = await signUp(auth, { email: 'ada@example.com' });
    await markVerified(auth, userId);
    const otp = (await requestCode(auth, { email: 'ada@example.com', type: 'sign-in' }))!;
    const jar = cookieJar();
    const response = await signInWith(auth, { email: 'ada@example.com', otp }, jar);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ token: expect.any(String), user: { id: userId, email: 'ada@example.com' } });
    expect(await hasSession(auth, jar)).toBe(true);
    expect(await errorOf(await signInWith(auth, { email: 'ada@example.com', otp }))).toMatchObject({ status: 400, code: 'INVALID_OTP' });
  });

  it('creates a verified user for an unknown address, with the name given', async () => {
    const auth = createEmailOTPAuth();
    const otp = (await requestCode(auth, { email: 'new@example.com', type: 'sign-in' }))!;
    const response = await signInWith(auth, { email: 'New@Example.com', otp, name: 'Newt' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ user: { email: 'new@example.com', name: 'Newt', emailVerified: true } });
  });

  it('with disableSignUp, an unknown address gets no code and no account', async () => {
    const auth = createEmailOTPAuth({ emailOTP: { disableSignUp: true } });
    expect(await requestCode(auth, { email: 'new@example.com', type: 'sign-in' })).toBeUndefined();
    expect(await errorOf(await signInWith(auth, { email: 'new@example.com', otp: '123456' }))).toMatchObject({ status: 400, code: 'INVALID_OTP' });
    expect(await userByEmail(auth, 'new@example.com')).toBeNull();
  });

  it('code brute force: three wrong guesses void the code, then 403 TOO_MANY_ATTEMPTS even for the right one', async () => {
    const auth = createEmailOTPAuth();
    const otp = (await requestCode(auth, { email: 'ada@example.com', type: 'sign-in' }))!;
    for (let i = 0; i < 3; i++) {
      expect(await errorOf(await signInWith(auth, { email: 'ada@example.com', otp: wrongCode(otp) }))).toMatchObject({ status: 400, code: 'INVALID_OTP' });
    }
    expect(await errorOf(await signInWith(auth, { email: 'ada@example.com', otp }))).toMatchObject({ status: 403, code: 'TOO_MANY_ATTEMPTS' });
    expect(await userByEmail(auth, 'ada@example.com')).toBeNull();
  });

  it('code brute force in parallel: twenty simultaneous guesses get no more than the allowed attempts', async () => {
    const auth = createEmailOTPAuth();
    const otp = (await requestCode(auth, { email: 'ada@example.com', type: 'sign-in' }))!;
    const guesses = Array.from({ length: 20 }, (_, i) => String((Number(otp) + 1 + i) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(guesses.map(async (guess) => (await errorOf(await signInWith(auth, { email: 'ada@example.com', otp: guess }))).code));
    expect(answers.filter((code) => code === 'INVALID_OTP')).toHaveLength(3);
    expect(answers.filter((code) => code === 'TOO_MANY_ATTEMPTS')).toHaveLength(17);
  });

  it('a code used 20 times at once: exactly one sign-in, one user, one session', async () => {
    const auth = createEmailOTPAuth();
    const otp = (await requestCode(auth, { email: 'ada@example.com', type: 'sign-in' }))!;
    await expectExactlyOnce(() => signInWith(auth, { email: 'ada@example.com', otp }), { refused: CODE_SPENT });
    const { db } = await auth.$context;
    expect(await db.count({ model: 'user' })).toBe(1);
    expect(await db.count({ model: 'session' })).toBe(1);
  });

  it('an expired code answers 400 OTP_EXPIRED', async () => {
    const auth = createEmailOTPAuth();
    const otp = (await requestCode(auth, { email: 'ada@example.com', type: 'sign-in' }))!;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 301_000 });
    expect(await errorOf(await signInWith(auth, { email: 'ada@example.com', otp }))).toMatchObject({ status: 400, code: 'OTP_EXPIRED' });
  });

  it('a code for one purpose used for another: a reset code does not sign in, a sign-in code does not reset', async () => {
    const auth = createEmailOTPAuth();
    await signUp(auth, { email: 'ada@example.com' });
    const resetCode = (await requestCode(auth, { email: 'ada@example.com', type: 'forget-password' }))!;
    expect(await errorOf(await signInWith(auth, { email: 'ada@example.com', otp: resetCode }))).toMatchObject({ status: 400, code: 'INVALID_OTP' });
    const signInCode = (await requestCode(auth, { email: 'ada@example.com', type: 'sign-in' }))!;
    const reset = await send(auth, null, '/email-otp/reset-password', { body: { email: 'ada@example.com', otp: signInCode, password: 'a brand new passphrase' } });
    expect(await errorOf(reset)).toMatchObject({ status: 400, code: 'INVALID_OTP' });
    const verify = await send(auth, null, '/email-otp/verify-email', { body: { email: 'ada@example.com', otp: signInCode } });
    expect(await errorOf(verify)).toMatchObject({ status: 400, code: 'INVALID_OTP' });
  });

  it('a code for one address does not work for another', async () => {
    const auth = createEmailOTPAuth();
    const otp = (await requestCode(auth, { email: 'eve@example.com', type: 'sign-in' }))!;
    expect(await errorOf(await signInWith(auth, { email: 'ada@example.com', otp }))).toMatchObject({ status: 400, code: 'INVALID_OTP' });
  });

  it('pre-account takeover: signing in by code to an unverified account removes the password it was opened with and ends its sessions', async () => {
    const auth = createEmailOTPAuth();
    const squatter = await signUp(auth, { email: 'victim@example.com' });
    const otp = (await requestCode(auth, { email: 'victim@example.com', type: 'sign-in' }))!;
    const response = await signInWith(auth, { email: 'victim@example.com', otp });
    expect(await response.json()).toMatchObject({ user: { id: squatter.userId, emailVerified: true } });
    expect(await hasSession(auth, squatter.jar)).toBe(false);
    const byPassword = await send(auth, null, '/sign-in/email', { body: { email: 'victim@example.com', password: PASSWORD } });
    expect(await errorOf(byPassword)).toMatchObject({ status: 401, code: 'INVALID_EMAIL_OR_PASSWORD' });
  });

  it('a verified account keeps its password and sessions', async () => {
    const auth = createEmailOTPAuth();
    const { userId, jar } = await signUp(auth, { email: 'ada@example.com' });
    await markVerified(auth, userId);
    const otp = (await requestCode(auth, { email: 'ada@example.com', type: 'sign-in' }))!;
    expect((await signInWith(auth, { email: 'ada@example.com', otp })).status).toBe(200);
    expect(await hasSession(auth, jar)).toBe(true);
    expect(await hasSession(auth, await signIn(auth, { email: 'ada@example.com' }))).toBe(true);
  });

  it('goes through issueSession: a refusing plugin (a ban) refuses the sign-in and no session is created', async () => {
    const banned = definePlugin({
      id: 'ban-all',
      errorCodes: BANS,
      session: {
        beforeCreate: (_ctx, { method }) => {
          if (method === 'email-otp') throw AuthError.of(BANS, 'TEST_BANNED');
        },
      },
    });
    const auth = createEmailOTPAuth({ plugins: [banned] });
    const otp = (await requestCode(auth, { email: 'ada@example.com', type: 'sign-in' }))!;
    const jar = cookieJar();
    expect(await errorOf(await signInWith(auth, { email: 'ada@example.com', otp }, jar))).toMatchObject({ status: 403, code: 'TEST_BANNED' });
    expect(await hasSession(auth, jar)).toBe(false);
  });

  it('goes through issueSession: a challenge replaces the session', async () => {
    const challenging = definePlugin({
      id: 'challenge-all',
      session: { beforeCreate: () => ({ challenge: { data: { twoFactorRedirect: true, twoFactorMethods: ['otp'] } } }) },
    });
    const auth = createEmailOTPAuth({ plugins: [challenging] });
    const otp = (await requestCode(auth, { email: 'ada@example.com', type: 'sign-in' }))!;
    const jar = cookieJar();
    const response = await signInWith(auth, { email: 'ada@example.com', otp }, jar);
    expect(await response.json()).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['otp'] });
    expect(await hasSession(auth, jar)).toBe(false);
  });
});
