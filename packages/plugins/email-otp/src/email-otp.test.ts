import { describe, expect, it } from 'vitest';
import { createEmailOTPAuth, errorOf, requestCode, send, signUp, userByEmail } from '@latchkey/test-utils/plugin-instances/email-otp';
import { emailOTP } from './email-otp.js';

describe('emailOTP()', () => {
  it('refuses options that would switch a protection off', () => {
    const sendVerificationOTP = () => {};
    expect(() => emailOTP({} as never)).toThrow(/sendVerificationOTP is required/);
    expect(() => emailOTP({ sendVerificationOTP, allowedAttempts: 0 })).toThrow(/allowedAttempts/);
    expect(() => emailOTP({ sendVerificationOTP, otpLength: 2 })).toThrow(/otpLength/);
    expect(() => emailOTP({ sendVerificationOTP, sendLimit: { window: 0, max: 1 } })).toThrow(/sendLimit/);
  });

  it('overrideDefaultEmailVerification: sign-up and /send-verification-email mail a code, which verifies the address', async () => {
    const links: string[] = [];
    const auth = createEmailOTPAuth({
      emailOTP: { overrideDefaultEmailVerification: true },
      auth: { emailVerification: { sendOnSignUp: true, sendVerificationEmail: ({ url }) => void links.push(url) } },
    });
    await signUp(auth, { email: 'ada@example.com' });
    await auth.settle();
    expect(auth.sent).toEqual([{ email: 'ada@example.com', otp: expect.stringMatching(/^\d{6}$/), type: 'email-verification' }]);
    expect(links).toEqual([]);
    const again = await send(auth, null, '/send-verification-email', { body: { email: 'ada@example.com' } });
    expect(await again.json()).toEqual({ status: true });
    await auth.settle();
    const otp = auth.sent.at(-1)!.otp;
    const verified = await send(auth, null, '/email-otp/verify-email', { body: { email: 'ada@example.com', otp } });
    expect(verified.status).toBe(200);
    expect(await userByEmail(auth, 'ada@example.com')).toMatchObject({ emailVerified: true });
  });

  it('limits requests per IP on its routes', async () => {
    const auth = createEmailOTPAuth({ emailOTP: { rateLimit: { window: 60, max: 2 } }, auth: { rateLimit: { enabled: true } } });
    await requestCode(auth, { email: 'a@example.com', type: 'sign-in' });
    await requestCode(auth, { email: 'b@example.com', type: 'sign-in' });
    const third = await send(auth, null, '/email-otp/send-verification-otp', { body: { email: 'c@example.com', type: 'sign-in' } });
    expect(await errorOf(third)).toMatchObject({ status: 429 });
  });
});
