import { expect } from 'vitest';
import { describeSenderFaults } from '@latchkey/test-utils/faulty-sender';
import { createTwoFactorAuth, enrolledUser, send, sessionUserId, signInChallenged } from '@latchkey/test-utils/plugin-instances/two-factor';
import type { SendOTPInput } from './two-factor-options.js';

describeSenderFaults<SendOTPInput>('two-factor sendOTP', 'the code it was given completes the sign-in', async ({ sender, logger }) => {
  const auth = createTwoFactorAuth({ twoFactor: { sendOTP: sender.send }, auth: { logger } });
  const { email, userId } = await enrolledUser(auth);
  const { jar } = await signInChallenged(auth, { email });
  const response = await send(auth, jar, '/two-factor/send-otp', { body: {} });
  const answer = { status: response.status, body: await response.json() };
  const { otp } = await sender.called();
  expect((await send(auth, jar, '/two-factor/verify-otp', { body: { code: otp } })).status).toBe(200);
  expect(await sessionUserId(auth, jar)).toBe(userId);
  return answer;
});
