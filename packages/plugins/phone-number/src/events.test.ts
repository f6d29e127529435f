// A reset by texted code runs the core's one reset: its events come once each, and a locked number counts as a lock lifted.
import { describe, expect, it } from 'vitest';
import { completedReset, eventRecorder, resetSummary } from '@latchkey/test-utils/event-recorder';
import { createPhoneAuth, NUMBER, OTHER_NUMBER, post, userWithNumber } from '@latchkey/test-utils/plugin-instances/phone-number';

describe('phone-number events', () => {
  it('a reset by code: password.reset-completed, session.revoked and, for a locked number, account.unlocked, once each', async () => {
    const recorder = eventRecorder();
    const auth = createPhoneAuth({ auth: { onEvent: recorder.onEvent, emailAndPassword: { enabled: true, maxFailedAttempts: 2 } } });
    const { userId } = await userWithNumber(auth);
    for (let i = 0; i < 3; i++) await post(auth, '/sign-in/phone-number', { phoneNumber: NUMBER, password: 'wrong password here' });
    await post(auth, '/phone-number/request-password-reset', { phoneNumber: NUMBER });
    const otp = await auth.lastCode(NUMBER);
    const reset = await post(auth, '/phone-number/reset-password', { phoneNumber: NUMBER, otp, newPassword: 'a brand new passphrase' });
    expect(reset.status).toBe(200);
    await auth.settle();
    expect(await resetSummary(recorder)).toEqual(completedReset(userId));
  });

  it('a reset request: password.reset-requested once for a registered number, nothing for another, the same answer', async () => {
    const recorder = eventRecorder();
    const auth = createPhoneAuth({ auth: { onEvent: recorder.onEvent } });
    const { userId } = await userWithNumber(auth);
    await auth.settle();
    await recorder.clear();
    const answers: unknown[] = [];
    for (const phoneNumber of [NUMBER, OTHER_NUMBER]) {
      const response = await post(auth, '/phone-number/request-password-reset', { phoneNumber });
      answers.push([response.status, await response.json()]);
    }
    expect(answers[0]).toEqual(answers[1]);
    await auth.settle();
    expect((await recorder.of('password.reset-requested')).map((e) => [e.userId, e.actor, e.method, e.detail])).toEqual([
      [userId, { type: 'user', id: userId }, null, {}],
    ]);
  });
});
