import { describe, expect, it } from 'vitest';
import { createTestAuth } from '@latchkey/test-utils/test-instance';
import { phoneNumber } from './phone-number.js';
import type { SendOTPInput } from './phone-number-options.js';
import { createPhoneAuth, errorOf, NUMBER, post, request, send, signUp, userRow, userWithNumber } from '@latchkey/test-utils/plugin-instances/phone-number';

describe('phoneNumber()', () => {
  it('adds phoneNumber and phoneNumberVerified to the user; requests cannot set them', async () => {
    const auth = createPhoneAuth();
    const signUpBody = { name: 'Eve', email: 'eve@example.com', password: 'correct horse battery', phoneNumber: NUMBER };
    expect(await errorOf(await auth.handler(request('/sign-up/email', { body: signUpBody })))).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', message: '[body.phoneNumber] Can not be set' });
    const { jar, userId } = await signUp(auth, { email: 'ada@example.com' });
    expect(await userRow(auth, userId)).toMatchObject({ phoneNumber: null, phoneNumberVerified: false });
    for (const body of [{ phoneNumber: NUMBER }, { phoneNumberVerified: true }]) {
      expect(await errorOf(await send(auth, jar, '/update-user', { body }))).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    }
    expect(await userRow(auth, userId)).toMatchObject({ phoneNumber: null, phoneNumberVerified: false });
  });

  it('a number belongs to one account: the column is unique', async () => {
    const auth = createPhoneAuth();
    await userWithNumber(auth, { email: 'ada@example.com' });
    const { userId } = await signUp(auth, { email: 'eve@example.com' });
    const ctx = await auth.$context;
    await expect(ctx.db.update({ model: 'user', where: [{ field: 'id', value: userId }], update: { phoneNumber: NUMBER } })).rejects.toThrow();
  });

  it('declares its error codes and answers a server call through auth.api, typed', async () => {
    const sent: SendOTPInput[] = [];
    const auth = createTestAuth({ plugins: [phoneNumber({ sendOTP: (text) => void sent.push(text) })], waitUntil: (task) => void task });
    expect(auth.$ERROR_CODES.INVALID_PHONE_NUMBER).toEqual({ status: 'BAD_REQUEST', message: 'Invalid phone number' });
    expect(await auth.api.sendPhoneNumberOTP({ body: { phoneNumber: NUMBER } })).toEqual({ message: 'code sent' });
    await expect.poll(() => sent.length).toBe(1);
    const code = sent[0]!.code;
    await expect(auth.api.verifyPhoneNumber({ body: { phoneNumber: NUMBER, code } })).rejects.toMatchObject({ code: 'PHONE_NUMBER_NOT_EXIST' });
  });

  it('a request from another site cannot make a visitor\'s browser send texts', async () => {
    const auth = createPhoneAuth();
    const crossSite = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    for (const path of ['/phone-number/send-otp', '/phone-number/request-password-reset']) {
      const response = await auth.handler(request(path, { body: { phoneNumber: NUMBER }, headers: crossSite }));
      expect(response.status, path).toBe(403);
    }
    await auth.settle();
    expect(auth.sent).toEqual([]);
    expect((await post(auth, '/phone-number/send-otp', { phoneNumber: NUMBER })).status).toBe(200);
  });
});
