import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectExactlyOnce } from '@latchkey/test-utils/exactly-once';
import { countSessions, createTwoFactorAuth, FAILED_CODES_LOCK, enrolledUser, errorOf, freezeMidStep, send, sessionUserId, signInChallenged, type TwoFactorAuth, type Jar } from '@latchkey/test-utils/plugin-instances/two-factor';

beforeEach(freezeMidStep);
afterEach(() => vi.useRealTimers());

/** Asks for a code in the jar's challenge and answers the code the app was given. */
async function sendCode(auth: TwoFactorAuth, jar: Jar): Promise<string> {
  const response = await send(auth, jar, '/two-factor/send-otp', { method: 'POST' });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ status: true });
  await auth.settle();
  return auth.sent.at(-1)!.otp;
}

const verify = (auth: TwoFactorAuth, jar: Jar | null, code: string) => send(auth, jar, '/two-factor/verify-otp', { body: { code } });

describe('POST /two-factor/send-otp and /two-factor/verify-otp', () => {
  it('sends a code through sendOTP to the challenged user, and the code completes the sign-in', async () => {
    const auth = createTwoFactorAuth();
    const ada = await enrolledUser(auth);
    const { jar } = await signInChallenged(auth, { email: ada.email });
    const code = await sendCode(auth, jar);
    expect(auth.sent.at(-1)).toMatchObject({ email: ada.email, otp: expect.stringMatching(/^\d{6}$/) });
    const response = await verify(auth, jar, code);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ token: expect.any(String), user: { id: ada.userId } });
    expect(await sessionUserId(auth, jar)).toBe(ada.userId);
  });

  it('a code works once', async () => {
    const auth = createTwoFactorAuth();
    const ada = await enrolledUser(auth);
    const first = await signInChallenged(auth, { email: ada.email });
    const code = await sendCode(auth, first.jar);
    expect((await verify(auth, first.jar, code)).status).toBe(200);
    const second = await signInChallenged(auth, { email: ada.email });
    expect(await errorOf(await verify(auth, second.jar, code))).toMatchObject({ status: 401, code: 'INVALID_CODE' });
  });

  it('a code used 20 times at once in its challenge: exactly one sign-in, one session', async () => {
    const auth = createTwoFactorAuth();
    const ada = await enrolledUser(auth);
    const { jar } = await signInChallenged(auth, { email: ada.email });
    const code = await sendCode(auth, jar);
    const before = await countSessions(auth, ada.userId);
    const refused = [{ status: 401, code: 'INVALID_CODE' }, { status: 403, code: 'TOO_MANY_ATTEMPTS' }, FAILED_CODES_LOCK];
    await expectExactlyOnce(() => verify(auth, jar, code), { refused });
    expect(await countSessions(auth, ada.userId)).toBe(before + 1);
  });

  it('three wrong guesses void the code: 403 TOO_MANY_ATTEMPTS, even for the right one', async () => {
    const auth = createTwoFactorAuth({ twoFactor: { challengeMaxAttempts: 10 } });
    const ada = await enrolledUser(auth);
    const { jar } = await signInChallenged(auth, { email: ada.email });
    const code = await sendCode(auth, jar);
    for (let i = 0; i < 3; i++) expect(await errorOf(await verify(auth, jar, '000000'))).toMatchObject({ code: 'INVALID_CODE' });
    expect(await errorOf(await verify(auth, jar, code))).toMatchObject({ status: 403, code: 'TOO_MANY_ATTEMPTS' });
  });

  it('an expired code answers OTP_HAS_EXPIRED', async () => {
    const auth = createTwoFactorAuth();
    const ada = await enrolledUser(auth);
    const { jar } = await signInChallenged(auth, { email: ada.email });
    const code = await sendCode(auth, jar);
    vi.setSystemTime(Date.now() + 301_000);
    expect(await errorOf(await verify(auth, jar, code))).toMatchObject({ status: 401, code: 'OTP_HAS_EXPIRED' });
  });

  it('a second code inside the cool-down answers 429 with X-Retry-After', async () => {
    const auth = createTwoFactorAuth();
    const ada = await enrolledUser(auth);
    const { jar } = await signInChallenged(auth, { email: ada.email });
    await sendCode(auth, jar);
    const again = await send(auth, jar, '/two-factor/send-otp', { method: 'POST' });
    expect(again.headers.get('X-Retry-After')).toBeTruthy();
    expect(await errorOf(again)).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
  });

  it('without sendOTP both routes answer 400 OTP_NOT_ENABLED and otp is not offered', async () => {
    const auth = createTwoFactorAuth({ twoFactor: { sendOTP: undefined } });
    const ada = await enrolledUser(auth);
    const { jar, body } = await signInChallenged(auth, { email: ada.email });
    expect(body).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    expect(await errorOf(await send(auth, jar, '/two-factor/send-otp', { method: 'POST' }))).toMatchObject({ status: 400, code: 'OTP_NOT_ENABLED' });
    expect(await errorOf(await verify(auth, jar, '123456'))).toMatchObject({ status: 400, code: 'OTP_NOT_ENABLED' });
  });

  it('without a challenge or a session send-otp answers 401 and sends nothing', async () => {
    const auth = createTwoFactorAuth();
    expect(await errorOf(await send(auth, null, '/two-factor/send-otp', { method: 'POST' }))).toMatchObject({ status: 401, code: 'INVALID_TWO_FACTOR_COOKIE' });
    await auth.settle();
    expect(auth.sent).toEqual([]);
  });
});
