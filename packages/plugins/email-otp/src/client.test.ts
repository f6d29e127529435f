import { describe, expect, expectTypeOf, it } from 'vitest';
import { createAuthClient } from '@latchkey/client';
import type { DefaultCore } from '@latchkey/client';
import { handlerFetch } from '@latchkey/test-utils/handler-fetch';
import { TEST_BASE_URL } from '@latchkey/test-utils/test-instance';
import { emailOTPClient } from './client.js';
import { createEmailOTPAuth, type EmailOTPAuth } from '@latchkey/test-utils/plugin-instances/email-otp';

function clientFor(auth: EmailOTPAuth) {
  const { fetch, seen } = handlerFetch(auth);
  const client = createAuthClient<DefaultCore, [ReturnType<typeof emailOTPClient>]>({
    baseURL: TEST_BASE_URL,
    plugins: [emailOTPClient()],
    fetchOptions: { fetch },
  });
  return { client, seen };
}

describe('emailOTPClient', () => {
  it('asks for a code and signs in with it; the session store follows', async () => {
    const auth = createEmailOTPAuth();
    const { client, seen } = clientFor(auth);
    const unsubscribe = client.$session.subscribe(() => {});
    const sent = await client.emailOtp.sendVerificationOtp({ email: 'ada@example.com', type: 'sign-in' });
    expect(sent.data).toEqual({ success: true });
    await auth.settle();
    const signedIn = await client.signIn.emailOtp({ email: 'ada@example.com', otp: auth.sent.at(-1)!.otp });
    expect(signedIn.error).toBeNull();
    await expect.poll(() => client.$session.get().data?.user.email).toBe('ada@example.com');
    unsubscribe();
    expect(seen).toEqual(expect.arrayContaining(['POST /email-otp/send-verification-otp', 'POST /sign-in/email-otp']));
  });

  it('answers a wrong code as an error with its code', async () => {
    const { client } = clientFor(createEmailOTPAuth());
    const { error } = await client.signIn.emailOtp({ email: 'ada@example.com', otp: '123456' });
    expect(error).toMatchObject({ status: 400, code: 'INVALID_OTP' });
  });

  it('types the routes', () => {
    const { client } = clientFor(createEmailOTPAuth());
    expectTypeOf(client.emailOtp.sendVerificationOtp).parameter(0).toMatchTypeOf<{ email: string; type: 'sign-in' | 'email-verification' | 'forget-password' | 'change-email' }>();
    expectTypeOf(client.emailOtp.resetPassword).parameter(0).toMatchTypeOf<{ email: string; otp: string; password: string }>();
  });
});
