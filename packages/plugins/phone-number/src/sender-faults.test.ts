import { describe, expect, it } from 'vitest';
import { faultySender, recordingLogger, SENDER_FAULTS } from '@latchkey/test-utils/faulty-sender';
import { signUp } from '@latchkey/test-utils/account-kit';
import { createPhoneAuth, NUMBER, post } from './phone-number.test-helpers.js';
import type { SendOTPInput } from './phone-number-options.js';

describe('a text sender (sendOTP) that throws or never answers', () => {
  const answers: { status: number; body: unknown }[] = [];

  for (const fault of SENDER_FAULTS) {
    it(`${fault}: the answer is unchanged and the code it was given verifies the number`, async () => {
      const sender = faultySender<SendOTPInput>(fault);
      const log = recordingLogger();
      const auth = createPhoneAuth({ phoneNumber: { sendOTP: sender.send }, auth: { logger: log.options } });
      const { jar } = await signUp(auth, { email: 'ada@example.com' });
      const response = await post(auth, '/phone-number/send-otp', { phoneNumber: NUMBER });
      answers.push({ status: response.status, body: await response.json() });
      const { code } = await sender.called();
      const verified = await post(auth, '/phone-number/verify', { phoneNumber: NUMBER, code, updatePhoneNumber: true }, jar);
      expect(verified.status).toBe(200);
      const ctx = await auth.$context;
      const row = await ctx.db.findOne<{ phoneNumber: string; phoneNumberVerified: boolean }>({ model: 'user', where: [{ field: 'email', value: 'ada@example.com' }] });
      expect(row).toMatchObject({ phoneNumber: NUMBER, phoneNumberVerified: true });
      expect(log.messages.includes('Background task failed')).toBe(fault === 'throws');
    });
  }

  it('answered alike whether the sender worked, threw or hung', () => {
    expect(answers).toHaveLength(3);
    expect(answers[0]?.status).toBe(200);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });
});
