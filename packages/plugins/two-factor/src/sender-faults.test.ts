import { describe, expect, it } from 'vitest';
import { faultySender, recordingLogger, SENDER_FAULTS } from '@latchkey/test-utils/faulty-sender';
import { createTwoFactorAuth, enrolledUser, send, sessionUserId, signInChallenged } from './two-factor.test-helpers.js';
import type { SendOTPInput } from './two-factor-options.js';

describe('a two-factor sendOTP that throws or never answers', () => {
  const answers: { status: number; body: unknown }[] = [];

  for (const fault of SENDER_FAULTS) {
    it(`${fault}: the answer is unchanged and the code it was given completes the sign-in`, async () => {
      const sender = faultySender<SendOTPInput>(fault);
      const log = recordingLogger();
      const auth = createTwoFactorAuth({ twoFactor: { sendOTP: sender.send }, auth: { logger: log.options } });
      const { email, userId } = await enrolledUser(auth);
      const { jar } = await signInChallenged(auth, { email });
      const response = await send(auth, jar, '/two-factor/send-otp', { body: {} });
      answers.push({ status: response.status, body: await response.json() });
      const { otp } = await sender.called();
      const verified = await send(auth, jar, '/two-factor/verify-otp', { body: { code: otp } });
      expect(verified.status).toBe(200);
      expect(await sessionUserId(auth, jar)).toBe(userId);
      expect(log.messages.includes('Background task failed')).toBe(fault === 'throws');
    });
  }

  it('answered alike whether the sender worked, threw or hung', () => {
    expect(answers).toEqual(Array.from({ length: 3 }, () => ({ status: 200, body: { status: true } })));
  });
});
