import { afterEach, describe, expect, it, vi } from 'vitest';
import { CODE_SPENT, expectExactlyOnce } from '@latchkey/test-utils/exactly-once';
import {
  gate,
  cookieJar,
  createPhoneAuth,
  errorOf,
  NUMBER,
  OTHER_NUMBER,
  post,
  sendCode,
  sessionUserId,
  signUp,
  userRow,
  userWithNumber,
} from '@latchkey/test-utils/plugin-instances/phone-number';

afterEach(() => vi.useRealTimers());

const signUpOnVerification = { getTempEmail: (n: string) => `${n.slice(1)}@phone.example.com`, getTempName: (n: string) => `Phone ${n}` };

describe('POST /phone-number/verify', () => {
  it('a right code marks the number verified and signs its user in', async () => {
    const auth = createPhoneAuth();
    const { userId } = await userWithNumber(auth);
    const code = await sendCode(auth);
    const jar = cookieJar();
    const response = await post(auth, '/phone-number/verify', { phoneNumber: NUMBER, code }, jar);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: true, token: expect.any(String), user: { id: userId, phoneNumber: NUMBER, phoneNumberVerified: true } });
    expect(await sessionUserId(auth, jar)).toBe(userId);
  });

  it('disableSession verifies without signing in', async () => {
    const auth = createPhoneAuth();
    const { userId } = await userWithNumber(auth);
    const code = await sendCode(auth);
    const jar = cookieJar();
    const response = await post(auth, '/phone-number/verify', { phoneNumber: NUMBER, code, disableSession: true }, jar);
    expect(await response.json()).toMatchObject({ status: true, token: null, user: { id: userId } });
    expect(await sessionUserId(auth, jar)).toBeNull();
  });

  it('signUpOnVerification creates the user with the app\'s email and name, number verified', async () => {
    const auth = createPhoneAuth({ phoneNumber: { signUpOnVerification } });
    const code = await sendCode(auth);
    const jar = cookieJar();
    const body = (await (await post(auth, '/phone-number/verify', { phoneNumber: NUMBER, code }, jar)).json()) as { user: { id: string } };
    expect(body.user).toMatchObject({ email: '14155552671@phone.example.com', name: `Phone ${NUMBER}`, emailVerified: false, phoneNumber: NUMBER, phoneNumberVerified: true });
    expect(await sessionUserId(auth, jar)).toBe(body.user.id);
  });

  it('without signUpOnVerification an unknown number answers 400 PHONE_NUMBER_NOT_EXIST and creates nobody', async () => {
    const auth = createPhoneAuth();
    const code = await sendCode(auth);
    expect(await errorOf(await post(auth, '/phone-number/verify', { phoneNumber: NUMBER, code }))).toMatchObject({ status: 400, code: 'PHONE_NUMBER_NOT_EXIST' });
    expect(await (await auth.$context).db.count({ model: 'user' })).toBe(0);
  });

  it('code brute force: past 3 wrong guesses the code is void, 403 TOO_MANY_ATTEMPTS even for the right one', async () => {
    const auth = createPhoneAuth();
    await userWithNumber(auth);
    const code = await sendCode(auth);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i++) expect(await errorOf(await post(auth, '/phone-number/verify', { phoneNumber: NUMBER, code: wrong }))).toMatchObject({ status: 400, code: 'INVALID_OTP' });
    expect(await errorOf(await post(auth, '/phone-number/verify', { phoneNumber: NUMBER, code }))).toMatchObject({ status: 403, code: 'TOO_MANY_ATTEMPTS' });
    expect(await errorOf(await post(auth, '/phone-number/verify', { phoneNumber: NUMBER, code }))).toMatchObject({ status: 403, code: 'TOO_MANY_ATTEMPTS' });
  });

  it('code brute force in parallel: twenty simultaneous guesses get at most the allowed attempts', async () => {
    const auth = createPhoneAuth({ phoneNumber: { allowedAttempts: 3 } });
    await userWithNumber(auth);
    const code = await sendCode(auth);
    const guesses = Array.from({ length: 20 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(guesses.map(async (guess) => (await errorOf(await post(auth, '/phone-number/verify', { phoneNumber: NUMBER, code: guess }))).code));
    expect(answers.filter((answer) => answer === 'INVALID_OTP')).toHaveLength(3);
    expect(answers.filter((answer) => answer === 'TOO_MANY_ATTEMPTS').length + 3).toBe(20);
  });

  it('a code used 20 times at once: exactly one sign-in', async () => {
    const auth = createPhoneAuth();
    await userWithNumber(auth);
    const code = await sendCode(auth);
    await expectExactlyOnce(() => post(auth, '/phone-number/verify', { phoneNumber: NUMBER, code }), { refused: CODE_SPENT });
    expect((await (await auth.$context).db.findMany({ model: 'session' })).length).toBe(2); // the sign-up's and this one
  });

  it('a code used 20 times at once with signUpOnVerification creates one user', async () => {
    const auth = createPhoneAuth({ phoneNumber: { signUpOnVerification } });
    const code = await sendCode(auth);
    await expectExactlyOnce(() => post(auth, '/phone-number/verify', { phoneNumber: NUMBER, code }), { refused: CODE_SPENT });
    expect(await (await auth.$context).db.count({ model: 'user' })).toBe(1);
  });

  it('an expired code answers 400 OTP_EXPIRED', async () => {
    const auth = createPhoneAuth();
    await userWithNumber(auth);
    const code = await sendCode(auth);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 301_000);
    expect(await errorOf(await post(auth, '/phone-number/verify', { phoneNumber: NUMBER, code }))).toMatchObject({ status: 400, code: 'OTP_EXPIRED' });
  });

  it('a code for one purpose (reset) does not verify', async () => {
    const auth = createPhoneAuth();
    await userWithNumber(auth);
    await post(auth, '/phone-number/request-password-reset', { phoneNumber: NUMBER });
    const resetCode = await auth.lastCode(NUMBER);
    expect(await errorOf(await post(auth, '/phone-number/verify', { phoneNumber: NUMBER, code: resetCode }))).toMatchObject({ status: 400, code: 'INVALID_OTP' });
  });

  it('a code sent to one number does not verify another', async () => {
    const auth = createPhoneAuth({ phoneNumber: { signUpOnVerification } });
    const code = await sendCode(auth, NUMBER);
    expect(await errorOf(await post(auth, '/phone-number/verify', { phoneNumber: OTHER_NUMBER, code }))).toMatchObject({ status: 400, code: 'INVALID_OTP' });
  });

  it('enumeration: a wrong code answers the same for a registered and an unregistered number', async () => {
    const auth = createPhoneAuth();
    await userWithNumber(auth);
    await sendCode(auth, NUMBER);
    await sendCode(auth, OTHER_NUMBER);
    const registered = await errorOf(await post(auth, '/phone-number/verify', { phoneNumber: NUMBER, code: '0' }));
    const unregistered = await errorOf(await post(auth, '/phone-number/verify', { phoneNumber: OTHER_NUMBER, code: '0' }));
    expect(registered).toEqual(unregistered);
  });

  it('invalid numbers answer 400 INVALID_PHONE_NUMBER', async () => {
    const auth = createPhoneAuth();
    expect(await errorOf(await post(auth, '/phone-number/verify', { phoneNumber: '+1 555', code: '123456' }))).toMatchObject({ status: 400, code: 'INVALID_PHONE_NUMBER' });
  });

  it('every sign-in goes through issueSession: a refused user gets no session, a challenge replaces it', async () => {
    const auth = createPhoneAuth({ plugins: [gate] });
    const { userId } = await userWithNumber(auth);
    const ctx = await auth.$context;
    await ctx.db.update({ model: 'user', where: [{ field: 'id', value: userId }], update: { name: 'banned' } });
    const refusedJar = cookieJar();
    const refused = await post(auth, '/phone-number/verify', { phoneNumber: NUMBER, code: await sendCode(auth) }, refusedJar);
    expect(await errorOf(refused)).toMatchObject({ status: 403, code: 'BANNED_USER' });
    expect(await sessionUserId(auth, refusedJar)).toBeNull();
    await ctx.db.update({ model: 'user', where: [{ field: 'id', value: userId }], update: { name: 'challenged' } });
    const challengedJar = cookieJar();
    const challenged = await post(auth, '/phone-number/verify', { phoneNumber: NUMBER, code: await sendCode(auth) }, challengedJar);
    expect(await challenged.json()).toEqual({ twoFactorRedirect: true });
    expect(await sessionUserId(auth, challengedJar)).toBeNull();
  });
});

describe('POST /phone-number/verify with updatePhoneNumber', () => {
  it('gives the signed-in user the new number, verified, with the code sent to the new number', async () => {
    const auth = createPhoneAuth();
    const { jar, userId } = await userWithNumber(auth);
    const code = await sendCode(auth, OTHER_NUMBER);
    const response = await post(auth, '/phone-number/verify', { phoneNumber: OTHER_NUMBER, code, updatePhoneNumber: true }, jar);
    expect(await response.json()).toMatchObject({ status: true, token: expect.any(String), user: { id: userId, phoneNumber: OTHER_NUMBER } });
    expect(await userRow(auth, userId)).toMatchObject({ phoneNumber: OTHER_NUMBER, phoneNumberVerified: true });
  });

  it('changing the number with a code sent to the old number is refused and changes nothing', async () => {
    const auth = createPhoneAuth();
    const { jar, userId } = await userWithNumber(auth);
    const oldCode = await sendCode(auth, NUMBER);
    const response = await post(auth, '/phone-number/verify', { phoneNumber: OTHER_NUMBER, code: oldCode, updatePhoneNumber: true }, jar);
    expect(await errorOf(response)).toMatchObject({ status: 400, code: 'INVALID_OTP' });
    expect(await userRow(auth, userId)).toMatchObject({ phoneNumber: NUMBER });
  });

  it('needs a session: whose number changes never comes from the body', async () => {
    const auth = createPhoneAuth();
    const { userId } = await userWithNumber(auth);
    const code = await sendCode(auth, OTHER_NUMBER);
    const response = await post(auth, '/phone-number/verify', { phoneNumber: OTHER_NUMBER, code, updatePhoneNumber: true, userId });
    expect(await errorOf(response)).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(await userRow(auth, userId)).toMatchObject({ phoneNumber: NUMBER });
  });

  it('needs a fresh session', async () => {
    const auth = createPhoneAuth({ auth: { session: { freshAge: 60 } } });
    const { jar, userId } = await userWithNumber(auth);
    const code = await sendCode(auth, OTHER_NUMBER);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 120_000);
    expect(await errorOf(await post(auth, '/phone-number/verify', { phoneNumber: OTHER_NUMBER, code, updatePhoneNumber: true }, jar))).toMatchObject({ status: 403, code: 'SESSION_NOT_FRESH' });
    expect(await userRow(auth, userId)).toMatchObject({ phoneNumber: NUMBER });
  });

  it('a number another user has verified is refused with 400 PHONE_NUMBER_EXIST', async () => {
    const auth = createPhoneAuth();
    const ada = await userWithNumber(auth, { email: 'ada@example.com', number: NUMBER });
    const eve = await signUp(auth, { email: 'eve@example.com' });
    const code = await sendCode(auth, NUMBER);
    const response = await post(auth, '/phone-number/verify', { phoneNumber: NUMBER, code, updatePhoneNumber: true }, eve.jar);
    expect(await errorOf(response)).toMatchObject({ status: 400, code: 'PHONE_NUMBER_EXIST' });
    expect(await userRow(auth, ada.userId)).toMatchObject({ phoneNumber: NUMBER, phoneNumberVerified: true });
    expect(await userRow(auth, eve.userId)).toMatchObject({ phoneNumber: null });
  });

  it('another user\'s unverified claim on the number gives way to the user who proves it', async () => {
    const auth = createPhoneAuth();
    const squatter = await signUp(auth, { email: 'eve@example.com' });
    const ctx = await auth.$context;
    await ctx.db.update({ model: 'user', where: [{ field: 'id', value: squatter.userId }], update: { phoneNumber: NUMBER, phoneNumberVerified: false } });
    const ada = await userWithNumber(auth, { email: 'ada@example.com', number: NUMBER });
    expect(await userRow(auth, ada.userId)).toMatchObject({ phoneNumber: NUMBER, phoneNumberVerified: true });
    expect(await userRow(auth, squatter.userId)).toMatchObject({ phoneNumber: null, phoneNumberVerified: false });
  });
});
