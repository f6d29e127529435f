// A reset by emailed code runs the core's one reset: its events come once each, as the core's link reports them.
import { describe, expect, it } from 'vitest';
import { completedReset, eventRecorder, resetSummary } from '@latchkey/test-utils/event-recorder';
import { createEmailOTPAuth, requestCode, send, signUp } from './email-otp.test-helpers.js';

const NEW_PASSWORD = 'a brand new passphrase';

describe('email-otp events', () => {
  it('a reset by code: password.reset-completed, session.revoked and account.unlocked, once each', async () => {
    const recorder = eventRecorder();
    const auth = createEmailOTPAuth({ auth: { onEvent: recorder.onEvent, emailAndPassword: { enabled: true, maxFailedAttempts: 2 } } });
    const { userId } = await signUp(auth, { email: 'ada@example.com' });
    for (let i = 0; i < 3; i++) await send(auth, null, '/sign-in/email', { body: { email: 'ada@example.com', password: 'wrong password here' } });
    const otp = (await requestCode(auth, { email: 'ada@example.com', type: 'forget-password' }))!;
    const reset = await send(auth, null, '/email-otp/reset-password', { body: { email: 'ada@example.com', otp, password: NEW_PASSWORD } });
    expect(reset.status).toBe(200);
    await auth.settle();
    expect(await resetSummary(recorder)).toEqual(completedReset(userId));
    expect(JSON.stringify(recorder.events)).not.toContain(otp);
  });

  it('no session.revoked when the reset keeps the sessions, and no account.unlocked without a lock', async () => {
    const recorder = eventRecorder();
    const auth = createEmailOTPAuth({ auth: { onEvent: recorder.onEvent, emailAndPassword: { enabled: true, revokeSessionsOnPasswordReset: false } } });
    const { userId } = await signUp(auth, { email: 'ada@example.com' });
    const otp = (await requestCode(auth, { email: 'ada@example.com', type: 'forget-password' }))!;
    expect((await send(auth, null, '/email-otp/reset-password', { body: { email: 'ada@example.com', otp, password: NEW_PASSWORD } })).status).toBe(200);
    await auth.settle();
    expect(await resetSummary(recorder)).toEqual([['password.reset-completed', userId, {}]]);
  });

  it('a reset request, by either route: password.reset-requested once for an account, nothing for an unknown address, the same answer', async () => {
    const recorder = eventRecorder();
    const auth = createEmailOTPAuth({ auth: { onEvent: recorder.onEvent } });
    const { userId } = await signUp(auth, { email: 'ada@example.com' });
    await auth.settle();
    await recorder.clear();
    const answers: unknown[] = [];
    for (const email of ['ada@example.com', 'nobody@example.com']) {
      const response = await send(auth, null, '/email-otp/request-password-reset', { body: { email } });
      answers.push([response.status, await response.json()]);
    }
    expect(answers[0]).toEqual(answers[1]);
    await auth.settle();
    expect((await recorder.of('password.reset-requested')).map((e) => [e.userId, e.actor, e.method, e.detail])).toEqual([
      [userId, { type: 'user', id: userId }, null, {}],
    ]);
    await recorder.clear();
    await requestCode(auth, { email: 'ada@example.com', type: 'forget-password' });
    await requestCode(auth, { email: 'nobody@example.com', type: 'forget-password' });
    await auth.settle();
    expect((await recorder.of('password.reset-requested')).map((e) => e.userId)).toEqual([userId]);
  });
});
