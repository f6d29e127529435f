import { describe, expect, it } from 'vitest';
import { createEmailOTPAuth, errorOf, requestCode, send, signUp, wrongCode, cookieJar } from '@latchkey/test-utils/plugin-instances/email-otp';

const check = (auth: ReturnType<typeof createEmailOTPAuth>, body: Record<string, unknown>) => send(auth, null, '/email-otp/check-verification-otp', { body });

describe('POST /email-otp/check-verification-otp', () => {
  it('says a right code is right without spending it', async () => {
    const auth = createEmailOTPAuth();
    await signUp(auth, { email: 'ada@example.com' });
    const otp = (await requestCode(auth, { email: 'ada@example.com', type: 'sign-in' }))!;
    const checked = await check(auth, { email: 'ada@example.com', type: 'sign-in', otp });
    expect(await checked.json()).toEqual({ success: true });
    expect((await send(auth, cookieJar(), '/sign-in/email-otp', { body: { email: 'ada@example.com', otp } })).status).toBe(200);
  });

  it('counts wrong guesses toward the limit: checking cannot be used to brute-force', async () => {
    const auth = createEmailOTPAuth();
    const otp = (await requestCode(auth, { email: 'ada@example.com', type: 'sign-in' }))!;
    for (let i = 0; i < 3; i++) expect(await errorOf(await check(auth, { email: 'ada@example.com', type: 'sign-in', otp: wrongCode(otp) }))).toMatchObject({ status: 400, code: 'INVALID_OTP' });
    expect(await errorOf(await check(auth, { email: 'ada@example.com', type: 'sign-in', otp }))).toMatchObject({ status: 403, code: 'TOO_MANY_ATTEMPTS' });
  });

  it('a code of another type is not right', async () => {
    const auth = createEmailOTPAuth();
    await signUp(auth, { email: 'ada@example.com' });
    const otp = (await requestCode(auth, { email: 'ada@example.com', type: 'forget-password' }))!;
    expect(await errorOf(await check(auth, { email: 'ada@example.com', type: 'email-verification', otp }))).toMatchObject({ status: 400, code: 'INVALID_OTP' });
  });

  it('a change-email code needs the session of the user it was sent for', async () => {
    const auth = createEmailOTPAuth();
    expect(await errorOf(await check(auth, { email: 'new@example.com', type: 'change-email', otp: '123456' }))).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });
});
