import { describe, expect, it } from 'vitest';
import { CODE_SPENT, expectExactlyOnce } from '@latchkey/test-utils/exactly-once';
import { createEmailOTPAuth, errorOf, hasSession, requestCode, send, signUp, userByEmail, wrongCode, cookieJar } from '@latchkey/test-utils/plugin-instances/email-otp';

describe('POST /email-otp/verify-email', () => {
  it('verifies the address with its code; without auto sign-in the token is null', async () => {
    const verified: string[] = [];
    const auth = createEmailOTPAuth({ auth: { emailVerification: { onEmailVerification: (user) => void verified.push(user.email) } } });
    const { userId } = await signUp(auth, { email: 'ada@example.com' });
    const otp = (await requestCode(auth, { email: 'ada@example.com', type: 'email-verification' }))!;
    const response = await send(auth, null, '/email-otp/verify-email', { body: { email: 'ada@example.com', otp } });
    expect(await response.json()).toMatchObject({ status: true, token: null, user: { id: userId, emailVerified: true } });
    expect(await userByEmail(auth, 'ada@example.com')).toMatchObject({ emailVerified: true });
    expect(verified).toEqual(['ada@example.com']);
  });

  it('signs the user in with autoSignInAfterVerification', async () => {
    const auth = createEmailOTPAuth({ auth: { emailVerification: { autoSignInAfterVerification: true } } });
    await signUp(auth, { email: 'ada@example.com' });
    const otp = (await requestCode(auth, { email: 'ada@example.com', type: 'email-verification' }))!;
    const jar = cookieJar();
    const response = await send(auth, jar, '/email-otp/verify-email', { body: { email: 'ada@example.com', otp } });
    expect(await response.json()).toMatchObject({ status: true, token: expect.any(String) });
    expect(await hasSession(auth, jar)).toBe(true);
  });

  it('a code used 20 times at once: verifies once and signs in once', async () => {
    const verified: string[] = [];
    const auth = createEmailOTPAuth({
      auth: { emailVerification: { autoSignInAfterVerification: true, onEmailVerification: (user) => void verified.push(user.email) } },
    });
    const { userId } = await signUp(auth, { email: 'ada@example.com' });
    const otp = (await requestCode(auth, { email: 'ada@example.com', type: 'email-verification' }))!;
    await expectExactlyOnce(() => send(auth, null, '/email-otp/verify-email', { body: { email: 'ada@example.com', otp } }), { refused: CODE_SPENT });
    expect(verified).toEqual(['ada@example.com']);
    expect(await (await auth.$context).db.count({ model: 'session', where: [{ field: 'userId', value: userId }] })).toBe(2); // sign-up's and this one
  });

  it('refuses a wrong code (400 INVALID_OTP) and after three, the right one (403 TOO_MANY_ATTEMPTS)', async () => {
    const auth = createEmailOTPAuth();
    await signUp(auth, { email: 'ada@example.com' });
    const otp = (await requestCode(auth, { email: 'ada@example.com', type: 'email-verification' }))!;
    for (let i = 0; i < 3; i++) {
      const wrong = await send(auth, null, '/email-otp/verify-email', { body: { email: 'ada@example.com', otp: wrongCode(otp) } });
      expect(await errorOf(wrong)).toMatchObject({ status: 400, code: 'INVALID_OTP' });
    }
    expect(await errorOf(await send(auth, null, '/email-otp/verify-email', { body: { email: 'ada@example.com', otp } }))).toMatchObject({ status: 403, code: 'TOO_MANY_ATTEMPTS' });
    expect(await userByEmail(auth, 'ada@example.com')).toMatchObject({ emailVerified: false });
  });

  it('enumeration: an unknown address answers like a wrong code', async () => {
    const auth = createEmailOTPAuth();
    await signUp(auth, { email: 'ada@example.com' });
    const known = await errorOf(await send(auth, null, '/email-otp/verify-email', { body: { email: 'ada@example.com', otp: '123456' } }));
    const unknown = await errorOf(await send(auth, null, '/email-otp/verify-email', { body: { email: 'nobody@example.com', otp: '123456' } }));
    expect(unknown).toEqual(known);
  });
});
