import { describe, expect, it } from 'vitest';
import { createPhoneAuth, errorOf, NUMBER, post, userWithNumber } from '@latchkey/test-utils/plugin-instances/phone-number';

describe('POST /phone-number/send-otp', () => {
  it('texts a 6-digit code to the number in E.164, however it was typed', async () => {
    const auth = createPhoneAuth();
    const response = await post(auth, '/phone-number/send-otp', { phoneNumber: '+1 (415) 555-2671' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'code sent' });
    await auth.settle();
    expect(auth.sent).toEqual([{ phoneNumber: NUMBER, code: expect.stringMatching(/^\d{6}$/), type: 'verification' }]);
  });

  it('stores neither the code nor the number in the clear', async () => {
    const auth = createPhoneAuth();
    await post(auth, '/phone-number/send-otp', { phoneNumber: NUMBER });
    const code = await auth.lastCode(NUMBER);
    const rows = await (await auth.$context).db.findMany({ model: 'verification' });
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(JSON.stringify(rows)).not.toContain(NUMBER);
  });

  it('invalid numbers answer 400 INVALID_PHONE_NUMBER and send nothing', async () => {
    const auth = createPhoneAuth();
    for (const phoneNumber of ['12345', '+1 555', '+999 123 456 789', 'call me', '+1415555267199999', '0044 20 7183 8750x']) {
      expect(await errorOf(await post(auth, '/phone-number/send-otp', { phoneNumber })), phoneNumber).toMatchObject({ status: 400, code: 'INVALID_PHONE_NUMBER' });
    }
    expect(await errorOf(await post(auth, '/phone-number/send-otp', { phoneNumber: '' }))).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    expect(await errorOf(await post(auth, '/phone-number/send-otp', {}))).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    await auth.settle();
    expect(auth.sent).toEqual([]);
  });

  it('reads national numbers with defaultCountry', async () => {
    const auth = createPhoneAuth({ phoneNumber: { defaultCountry: 'GB' } });
    expect((await post(auth, '/phone-number/send-otp', { phoneNumber: '020 7183 8750' })).status).toBe(200);
    await auth.settle();
    expect(auth.sent.at(-1)?.phoneNumber).toBe('+442071838750');
  });

  it('enumeration: the answer is the same for a registered and an unregistered number', async () => {
    const auth = createPhoneAuth();
    await userWithNumber(auth);
    const registered = await post(auth, '/phone-number/send-otp', { phoneNumber: NUMBER });
    const unregistered = await post(auth, '/phone-number/send-otp', { phoneNumber: '+14155552672' });
    expect(registered.status).toBe(unregistered.status);
    expect(await registered.json()).toEqual(await unregistered.json());
  });

  it('caps texts per number, whoever asks: 429 with Retry-After past the cap', async () => {
    const auth = createPhoneAuth({ phoneNumber: { sendLimit: { window: 3600, max: 2 } } });
    for (let i = 0; i < 2; i++) expect((await post(auth, '/phone-number/send-otp', { phoneNumber: NUMBER })).status).toBe(200);
    const over = await post(auth, '/phone-number/send-otp', { phoneNumber: NUMBER });
    expect(Number(over.headers.get('Retry-After'))).toBeGreaterThan(3500);
    expect(await errorOf(over)).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
    // Another number is not affected.
    expect((await post(auth, '/phone-number/send-otp', { phoneNumber: '+14155552672' })).status).toBe(200);
    await auth.settle();
    expect(auth.sent.filter((text) => text.phoneNumber === NUMBER)).toHaveLength(2);
  });

  it('caps sends per client IP with the rate limiter', async () => {
    const auth = createPhoneAuth({ auth: { rateLimit: { enabled: true } } });
    const numbers = ['+14155552672', '+14155552673', '+14155552674', '+14155552675'];
    const statuses = [];
    for (const phoneNumber of numbers) statuses.push((await post(auth, '/phone-number/send-otp', { phoneNumber })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
