import { afterEach, describe, expect, it, vi } from 'vitest';
import { CODE_SPENT, expectExactlyOnce } from '@latchkey/test-utils/exactly-once';
import { createPhoneAuth, errorOf, NUMBER, PASSWORD, post, sendCode, sessionUserId, userRow, userWithNumber } from '@latchkey/test-utils/plugin-instances/phone-number';

afterEach(() => vi.useRealTimers());

const NEW_PASSWORD = 'a brand new passphrase';

async function requestReset(auth: Parameters<typeof post>[0], phoneNumber = NUMBER): Promise<Response> {
  const response = await post(auth, '/phone-number/request-password-reset', { phoneNumber });
  await auth.settle();
  return response;
}

describe('POST /phone-number/request-password-reset and /phone-number/reset-password', () => {
  it('texts a reset code; the code sets the new password, ends the sessions, and works once', async () => {
    const auth = createPhoneAuth();
    const { jar, userId } = await userWithNumber(auth);
    const requested = await requestReset(auth);
    expect(await requested.json()).toEqual({ status: true });
    expect(auth.sent.at(-1)).toMatchObject({ phoneNumber: NUMBER, type: 'password-reset' });
    const otp = await auth.lastCode(NUMBER);
    const reset = await post(auth, '/phone-number/reset-password', { phoneNumber: NUMBER, otp, newPassword: NEW_PASSWORD });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ status: true });
    expect(await sessionUserId(auth, jar)).toBeNull();
    expect((await post(auth, '/sign-in/phone-number', { phoneNumber: NUMBER, password: PASSWORD })).status).toBe(401);
    expect((await post(auth, '/sign-in/phone-number', { phoneNumber: NUMBER, password: NEW_PASSWORD })).status).toBe(200);
    expect((await post(auth, '/sign-in/email', { email: 'ada@example.com', password: NEW_PASSWORD })).status).toBe(200);
    const again = await post(auth, '/phone-number/reset-password', { phoneNumber: NUMBER, otp, newPassword: 'yet another passphrase' });
    expect(await errorOf(again)).toMatchObject({ status: 400, code: 'INVALID_OTP' });
    expect(await userRow(auth, userId)).toMatchObject({ phoneNumberVerified: true });
  });

  it('keeps the sessions when revokeSessionsOnPasswordReset is false', async () => {
    const auth = createPhoneAuth({ auth: { emailAndPassword: { enabled: true, revokeSessionsOnPasswordReset: false } } });
    const { jar, userId } = await userWithNumber(auth);
    await requestReset(auth);
    const otp = await auth.lastCode(NUMBER);
    expect((await post(auth, '/phone-number/reset-password', { phoneNumber: NUMBER, otp, newPassword: NEW_PASSWORD })).status).toBe(200);
    expect(await sessionUserId(auth, jar)).toBe(userId);
  });

  it('gives a password to a user who signed up by phone without one', async () => {
    const auth = createPhoneAuth({ phoneNumber: { signUpOnVerification: { getTempEmail: (n) => `${n.slice(1)}@phone.example.com` } } });
    const code = await sendCode(auth);
    expect((await post(auth, '/phone-number/verify', { phoneNumber: NUMBER, code })).status).toBe(200);
    await requestReset(auth);
    const otp = await auth.lastCode(NUMBER);
    expect((await post(auth, '/phone-number/reset-password', { phoneNumber: NUMBER, otp, newPassword: NEW_PASSWORD })).status).toBe(200);
    expect((await post(auth, '/sign-in/phone-number', { phoneNumber: NUMBER, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('enumeration: the request answers the same for a registered and an unregistered number, and texts only the registered one', async () => {
    const auth = createPhoneAuth();
    await userWithNumber(auth);
    const before = auth.sent.length;
    const registered = await requestReset(auth, NUMBER);
    const unregistered = await requestReset(auth, '+14155552672');
    expect(registered.status).toBe(unregistered.status);
    expect(await registered.json()).toEqual(await unregistered.json());
    expect(auth.sent.slice(before).map((text) => text.phoneNumber)).toEqual([NUMBER]);
  });

  it('enumeration: wrong codes and the attempt limit answer alike for a registered and an unregistered number', async () => {
    const auth = createPhoneAuth();
    await userWithNumber(auth);
    const unregisteredNumber = '+14155552672';
    await requestReset(auth, NUMBER);
    await requestReset(auth, unregisteredNumber);
    const answers: Record<string, unknown[]> = { [NUMBER]: [], [unregisteredNumber]: [] };
    for (const phoneNumber of [NUMBER, unregisteredNumber]) {
      for (let i = 0; i < 4; i++) {
        const response = await post(auth, '/phone-number/reset-password', { phoneNumber, otp: 'x', newPassword: NEW_PASSWORD });
        answers[phoneNumber]!.push(await errorOf(response));
      }
    }
    expect(answers[NUMBER]).toEqual(answers[unregisteredNumber]);
    expect(answers[NUMBER]!.at(-1)).toMatchObject({ status: 403, code: 'TOO_MANY_ATTEMPTS' });
  });

  it('enumeration: the per-number cap holds alike for registered and unregistered numbers', async () => {
    const auth = createPhoneAuth({ phoneNumber: { sendLimit: { window: 600, max: 1 } } });
    const { number } = await userWithNumber(auth, { number: '+14155552679' });
    for (const phoneNumber of [NUMBER, '+14155552672']) {
      expect((await requestReset(auth, phoneNumber)).status).toBe(200);
      expect(await errorOf(await requestReset(auth, phoneNumber))).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
    }
    expect(number).toBe('+14155552679');
  });

  it('code brute force: past 3 wrong guesses the reset code is void, 403 TOO_MANY_ATTEMPTS even for the right one', async () => {
    const auth = createPhoneAuth();
    await userWithNumber(auth);
    await requestReset(auth);
    const otp = await auth.lastCode(NUMBER);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i++) {
      expect(await errorOf(await post(auth, '/phone-number/reset-password', { phoneNumber: NUMBER, otp: wrong, newPassword: NEW_PASSWORD }))).toMatchObject({ code: 'INVALID_OTP' });
    }
    expect(await errorOf(await post(auth, '/phone-number/reset-password', { phoneNumber: NUMBER, otp, newPassword: NEW_PASSWORD }))).toMatchObject({ status: 403, code: 'TOO_MANY_ATTEMPTS' });
    expect((await post(auth, '/sign-in/phone-number', { phoneNumber: NUMBER, password: PASSWORD })).status).toBe(200);
  });

  it('a code used 20 times at once: exactly one reset, and its password is the one set', async () => {
    const auth = createPhoneAuth();
    await userWithNumber(auth);
    await requestReset(auth);
    const otp = await auth.lastCode(NUMBER);
    const reset = (i: number) => post(auth, '/phone-number/reset-password', { phoneNumber: NUMBER, otp, newPassword: `${NEW_PASSWORD} ${i}` });
    const { winner } = await expectExactlyOnce(reset, { refused: CODE_SPENT });
    expect((await post(auth, '/sign-in/phone-number', { phoneNumber: NUMBER, password: `${NEW_PASSWORD} ${winner.index}` })).status).toBe(200);
  });

  it('an expired code answers 400 OTP_EXPIRED', async () => {
    const auth = createPhoneAuth();
    await userWithNumber(auth);
    await requestReset(auth);
    const otp = await auth.lastCode(NUMBER);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 301_000);
    expect(await errorOf(await post(auth, '/phone-number/reset-password', { phoneNumber: NUMBER, otp, newPassword: NEW_PASSWORD }))).toMatchObject({ status: 400, code: 'OTP_EXPIRED' });
  });

  it('a code for one purpose (verify) used for another (reset) is refused', async () => {
    const auth = createPhoneAuth();
    await userWithNumber(auth);
    const verifyCode = await sendCode(auth);
    const response = await post(auth, '/phone-number/reset-password', { phoneNumber: NUMBER, otp: verifyCode, newPassword: NEW_PASSWORD });
    expect(await errorOf(response)).toMatchObject({ status: 400, code: 'INVALID_OTP' });
    expect((await post(auth, '/sign-in/phone-number', { phoneNumber: NUMBER, password: PASSWORD })).status).toBe(200);
  });

  it('the new password passes the password policy before the code is spent', async () => {
    const auth = createPhoneAuth();
    await userWithNumber(auth);
    await requestReset(auth);
    const otp = await auth.lastCode(NUMBER);
    expect(await errorOf(await post(auth, '/phone-number/reset-password', { phoneNumber: NUMBER, otp, newPassword: 'short' }))).toMatchObject({ status: 400, code: 'PASSWORD_TOO_SHORT' });
    expect(await errorOf(await post(auth, '/phone-number/reset-password', { phoneNumber: NUMBER, otp, newPassword: 'password123' }))).toMatchObject({ status: 400, code: 'PASSWORD_TOO_COMMON' });
    expect((await post(auth, '/phone-number/reset-password', { phoneNumber: NUMBER, otp, newPassword: NEW_PASSWORD })).status).toBe(200);
  });

  it('lifts the password lock of the number', async () => {
    const auth = createPhoneAuth({ auth: { emailAndPassword: { enabled: true, maxFailedAttempts: 2 } } });
    await userWithNumber(auth);
    for (let i = 0; i < 2; i++) await post(auth, '/sign-in/phone-number', { phoneNumber: NUMBER, password: 'not it' });
    expect((await post(auth, '/sign-in/phone-number', { phoneNumber: NUMBER, password: PASSWORD })).status).toBe(429);
    await requestReset(auth);
    const otp = await auth.lastCode(NUMBER);
    expect((await post(auth, '/phone-number/reset-password', { phoneNumber: NUMBER, otp, newPassword: NEW_PASSWORD })).status).toBe(200);
    expect((await post(auth, '/sign-in/phone-number', { phoneNumber: NUMBER, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('invalid numbers answer 400 INVALID_PHONE_NUMBER on both routes', async () => {
    const auth = createPhoneAuth();
    expect(await errorOf(await requestReset(auth, '+1 555'))).toMatchObject({ status: 400, code: 'INVALID_PHONE_NUMBER' });
    expect(await errorOf(await post(auth, '/phone-number/reset-password', { phoneNumber: '+1 555', otp: '123456', newPassword: NEW_PASSWORD }))).toMatchObject({ status: 400, code: 'INVALID_PHONE_NUMBER' });
  });
});
