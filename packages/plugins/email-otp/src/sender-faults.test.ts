import { describe, expect, it } from 'vitest';
import { faultySender, recordingLogger, SENDER_FAULTS } from '@latchkey/test-utils/faulty-sender';
import { cookieJar } from '@latchkey/test-utils/test-instance';
import { createEmailOTPAuth, hasSession, send, signUp } from './email-otp.test-helpers.js';
import type { SendVerificationOTPInput } from './email-otp-options.js';

describe('a sendVerificationOTP that throws or never answers', () => {
  const answers: { status: number; body: unknown }[] = [];

  for (const fault of SENDER_FAULTS) {
    it(`${fault}: the answer is unchanged and the code it was given signs in`, async () => {
      const sender = faultySender<SendVerificationOTPInput>(fault);
      const log = recordingLogger();
      const auth = createEmailOTPAuth({ emailOTP: { sendVerificationOTP: sender.send }, auth: { logger: log.options } });
      await signUp(auth, { email: 'ada@example.com' });
      const response = await send(auth, null, '/email-otp/send-verification-otp', { body: { email: 'ada@example.com', type: 'sign-in' } });
      answers.push({ status: response.status, body: await response.json() });
      const { otp } = await sender.called();
      const jar = cookieJar();
      const signIn = await send(auth, jar, '/sign-in/email-otp', { body: { email: 'ada@example.com', otp } });
      expect(signIn.status).toBe(200);
      expect(await hasSession(auth, jar)).toBe(true);
      expect(log.messages.includes('Background task failed')).toBe(fault === 'throws');
    });
  }

  it('answered alike whether the sender worked, threw or hung', () => {
    expect(answers).toEqual([
      { status: 200, body: { success: true } },
      { status: 200, body: { success: true } },
      { status: 200, body: { success: true } },
    ]);
  });
});
