import { expect } from 'vitest';
import { describeSenderFaults } from '@latchkey/test-utils/faulty-sender';
import { cookieJar } from '@latchkey/test-utils/test-instance';
import { createEmailOTPAuth, hasSession, send, signUp } from '@latchkey/test-utils/plugin-instances/email-otp';
import type { SendVerificationOTPInput } from './email-otp-options.js';

describeSenderFaults<SendVerificationOTPInput>('sendVerificationOTP', 'the code it was given signs in', async ({ sender, logger }) => {
  const auth = createEmailOTPAuth({ emailOTP: { sendVerificationOTP: sender.send }, auth: { logger } });
  await signUp(auth, { email: 'ada@example.com' });
  const response = await send(auth, null, '/email-otp/send-verification-otp', { body: { email: 'ada@example.com', type: 'sign-in' } });
  const answer = { status: response.status, body: await response.json() };
  const { otp } = await sender.called();
  const jar = cookieJar();
  expect((await send(auth, jar, '/sign-in/email-otp', { body: { email: 'ada@example.com', otp } })).status).toBe(200);
  expect(await hasSession(auth, jar)).toBe(true);
  return answer;
});
