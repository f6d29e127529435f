import { describe, expect, it } from 'vitest';
import { cookieJar, createPhoneAuth, errorOf, gate, NUMBER, PASSWORD, post, sessionUserId, userRow, userWithNumber } from '@latchkey/test-utils/plugin-instances/phone-number';

const signIn = (auth: Parameters<typeof post>[0], body: Record<string, unknown>, jar = cookieJar()) => post(auth, '/sign-in/phone-number', body, jar);

describe('POST /sign-in/phone-number', () => {
  it('signs in with the number and the password', async () => {
    const auth = createPhoneAuth();
    const { userId } = await userWithNumber(auth);
    const jar = cookieJar();
    const response = await signIn(auth, { phoneNumber: '+1 415-555-2671', password: PASSWORD }, jar);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ token: expect.any(String), user: { id: userId, phoneNumber: NUMBER } });
    expect(await sessionUserId(auth, jar)).toBe(userId);
  });

  it('enumeration: an unknown number and a wrong password answer the same 401', async () => {
    const auth = createPhoneAuth();
    await userWithNumber(auth);
    const wrong = await errorOf(await signIn(auth, { phoneNumber: NUMBER, password: 'not the password' }));
    const unknown = await errorOf(await signIn(auth, { phoneNumber: '+14155552672', password: PASSWORD }));
    expect(wrong).toEqual({ status: 401, code: 'INVALID_PHONE_NUMBER_OR_PASSWORD', message: 'Invalid phone number or password' });
    expect(unknown).toEqual(wrong);
  });

  it('enumeration: a user without a password answers like a wrong password', async () => {
    const auth = createPhoneAuth();
    const { userId } = await userWithNumber(auth);
    await (await auth.$context).db.deleteMany({ model: 'account', where: [{ field: 'userId', value: userId }] });
    expect(await errorOf(await signIn(auth, { phoneNumber: NUMBER, password: PASSWORD }))).toMatchObject({ status: 401, code: 'INVALID_PHONE_NUMBER_OR_PASSWORD' });
  });

  it('enumeration: the same work for an unknown number and a wrong password (one password verification each)', async () => {
    const auth = createPhoneAuth();
    await userWithNumber(auth);
    const ctx = await auth.$context;
    let verifications = 0;
    const { hasher } = ctx.password;
    const verifyReal = hasher.verify.bind(hasher);
    // The dummy verification (no account) goes through the same hasher.
    hasher.verify = async (input) => (verifications++, verifyReal(input));
    await signIn(auth, { phoneNumber: NUMBER, password: 'not the password' });
    expect(verifications).toBe(1);
    await signIn(auth, { phoneNumber: '+14155552672', password: 'not the password' });
    expect(verifications).toBe(2);
  });

  it('enumeration: the lock engages alike for a registered and an unregistered number', async () => {
    const auth = createPhoneAuth({ auth: { emailAndPassword: { enabled: true, maxFailedAttempts: 3 } } });
    await userWithNumber(auth);
    for (const phoneNumber of [NUMBER, '+14155552672']) {
      for (let i = 0; i < 3; i++) await signIn(auth, { phoneNumber, password: 'not the password' });
      const locked = await signIn(auth, { phoneNumber, password: PASSWORD });
      expect(await errorOf(locked), phoneNumber).toMatchObject({ status: 429, code: 'TOO_MANY_FAILED_ATTEMPTS' });
    }
  });

  it('invalid numbers answer 400 INVALID_PHONE_NUMBER', async () => {
    const auth = createPhoneAuth();
    expect(await errorOf(await signIn(auth, { phoneNumber: '555-0100', password: PASSWORD }))).toMatchObject({ status: 400, code: 'INVALID_PHONE_NUMBER' });
  });

  it('requireVerification refuses an unverified number after the right password only', async () => {
    const auth = createPhoneAuth({ phoneNumber: { requireVerification: true } });
    const { userId } = await userWithNumber(auth);
    await (await auth.$context).db.update({ model: 'user', where: [{ field: 'id', value: userId }], update: { phoneNumberVerified: false } });
    expect(await errorOf(await signIn(auth, { phoneNumber: NUMBER, password: 'not the password' }))).toMatchObject({ status: 401 });
    expect(await errorOf(await signIn(auth, { phoneNumber: NUMBER, password: PASSWORD }))).toMatchObject({ status: 403, code: 'PHONE_NUMBER_NOT_VERIFIED' });
    expect(await userRow(auth, userId)).toMatchObject({ phoneNumberVerified: false });
  });

  it('rememberMe false gives a session cookie without Max-Age', async () => {
    const auth = createPhoneAuth();
    await userWithNumber(auth);
    const response = await signIn(auth, { phoneNumber: NUMBER, password: PASSWORD, rememberMe: false });
    const cookie = response.headers.getSetCookie().find((line) => line.includes('session_token'));
    expect(cookie).toBeDefined();
    expect(cookie).not.toMatch(/Max-Age/i);
  });

  it('goes through issueSession: a refused user gets no session, a challenge replaces it', async () => {
    const auth = createPhoneAuth({ plugins: [gate] });
    const { userId } = await userWithNumber(auth);
    const ctx = await auth.$context;
    await ctx.db.update({ model: 'user', where: [{ field: 'id', value: userId }], update: { name: 'banned' } });
    expect(await errorOf(await signIn(auth, { phoneNumber: NUMBER, password: PASSWORD }))).toMatchObject({ status: 403, code: 'BANNED_USER' });
    await ctx.db.update({ model: 'user', where: [{ field: 'id', value: userId }], update: { name: 'challenged' } });
    const jar = cookieJar();
    expect(await (await signIn(auth, { phoneNumber: NUMBER, password: PASSWORD }, jar)).json()).toEqual({ twoFactorRedirect: true });
    expect(await sessionUserId(auth, jar)).toBeNull();
  });
});
