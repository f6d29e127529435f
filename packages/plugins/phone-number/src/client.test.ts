import { describe, expect, expectTypeOf, it } from 'vitest';
import { createAuthClient } from '@latchkey/client';
import type { DefaultCore } from '@latchkey/client';
import { handlerFetch } from '@latchkey/test-utils/handler-fetch';
import { TEST_BASE_URL } from '@latchkey/test-utils/test-instance';
import { phoneNumberClient } from './client.js';
import { createPhoneAuth, NUMBER, PASSWORD, type PhoneAuth } from '@latchkey/test-utils/plugin-instances/phone-number';

/** A client whose fetch goes straight to the handler, keeping cookies like a browser. */
function clientFor(auth: PhoneAuth) {
  const { fetch, seen } = handlerFetch(auth);
  const client = createAuthClient<DefaultCore, [ReturnType<typeof phoneNumberClient>]>({
    baseURL: TEST_BASE_URL,
    plugins: [phoneNumberClient()],
    fetchOptions: { fetch },
  });
  return { client, seen };
}

describe('phoneNumberClient', () => {
  it('adds a number, signs in with it by code and by password, and the session store follows', async () => {
    const auth = createPhoneAuth({ phoneNumber: { signUpOnVerification: { getTempEmail: (n) => `${n.slice(1)}@phone.example.com` } } });
    const { client, seen } = clientFor(auth);
    const unsubscribe = client.$session.subscribe(() => {});

    expect((await client.phoneNumber.sendOtp({ phoneNumber: NUMBER })).data).toEqual({ message: 'code sent' });
    const verified = await client.phoneNumber.verify({ phoneNumber: NUMBER, code: await auth.lastCode(NUMBER) });
    expect(verified.error).toBeNull();
    await expect.poll(() => client.$session.get().data?.user.id).toBe(verified.data?.user.id);

    await client.signOut();
    expect((await client.phoneNumber.requestPasswordReset({ phoneNumber: NUMBER })).data).toEqual({ status: true });
    const reset = await client.phoneNumber.resetPassword({ phoneNumber: NUMBER, otp: await auth.lastCode(NUMBER), newPassword: PASSWORD });
    expect(reset.data).toEqual({ status: true });
    const signedIn = await client.signIn.phoneNumber({ phoneNumber: NUMBER, password: PASSWORD });
    expect(signedIn.data?.user.id).toBe(verified.data?.user.id);
    await expect.poll(() => client.$session.get().data?.user.id).toBe(verified.data?.user.id);

    const wrong = await client.signIn.phoneNumber({ phoneNumber: NUMBER, password: 'not the password' });
    expect(wrong.error).toMatchObject({ status: 401, code: 'INVALID_PHONE_NUMBER_OR_PASSWORD' });
    unsubscribe();
    expect(seen).toContain('POST /sign-in/phone-number');
    expect(seen).toContain('POST /phone-number/verify');
  });

  it('types the plugin\'s routes, fields and error codes', () => {
    const { client } = clientFor(createPhoneAuth());
    expectTypeOf(client.$ERROR_CODES.INVALID_PHONE_NUMBER).toEqualTypeOf<'INVALID_PHONE_NUMBER'>();
    expectTypeOf(client.phoneNumber.verify).parameter(0).toMatchTypeOf<{ phoneNumber: string; code: string; updatePhoneNumber?: boolean | undefined }>();
    expectTypeOf(client.phoneNumber.resetPassword).parameter(0).toMatchTypeOf<{ phoneNumber: string; otp: string; newPassword: string }>();
  });
});
