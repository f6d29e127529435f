import { expect } from 'vitest';
import { signUp } from '@latchkey/test-utils/account-kit';
import { describeSenderFaults } from '@latchkey/test-utils/faulty-sender';
import { createPhoneAuth, NUMBER, post } from '@latchkey/test-utils/plugin-instances/phone-number';
import type { SendOTPInput } from './phone-number-options.js';

describeSenderFaults<SendOTPInput>('text sender (sendOTP)', 'the code it was given verifies the number', async ({ sender, logger }) => {
  const auth = createPhoneAuth({ phoneNumber: { sendOTP: sender.send }, auth: { logger } });
  const { jar } = await signUp(auth, { email: 'ada@example.com' });
  const response = await post(auth, '/phone-number/send-otp', { phoneNumber: NUMBER });
  const answer = { status: response.status, body: await response.json() };
  const { code } = await sender.called();
  expect((await post(auth, '/phone-number/verify', { phoneNumber: NUMBER, code, updatePhoneNumber: true }, jar)).status).toBe(200);
  const ctx = await auth.$context;
  const row = await ctx.db.findOne({ model: 'user', where: [{ field: 'email', value: 'ada@example.com' }] });
  expect(row).toMatchObject({ phoneNumber: NUMBER, phoneNumberVerified: true });
  return answer;
});
