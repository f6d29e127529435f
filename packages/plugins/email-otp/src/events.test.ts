// A reset by emailed code runs the core's one reset: its events come once each, as the core's link reports them.
import { describe, expect, it } from 'vitest';
import { completedReset, eventRecorder, resetSummary } from '@latchkey/test-utils/event-recorder';
import { createEmailOTPAuth, errorOf, requestCode, send, signUp, wrongCode } from '@latchkey/test-utils/plugin-instances/email-otp';

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

  it('verification and change of email by code: sent, completed, requested and completed, once each, as the core reports them', async () => {
    const recorder = eventRecorder();
    const auth = createEmailOTPAuth({ auth: { onEvent: recorder.onEvent, user: { changeEmail: { enabled: true } } } });
    const { jar, userId } = await signUp(auth, { email: 'ada@example.com' });
    await auth.settle();
    await recorder.clear();
    const otp = (await requestCode(auth, { email: 'ada@example.com', type: 'email-verification' }))!;
    await requestCode(auth, { email: 'nobody@example.com', type: 'email-verification' });
    expect((await send(auth, null, '/email-otp/verify-email', { body: { email: 'ada@example.com', otp } })).status).toBe(200);
    const change = (await requestCode(auth, { email: 'ada@new.example', type: 'change-email', jar }))!;
    expect((await send(auth, jar, '/email-otp/change-email', { body: { newEmail: 'ada@new.example', otp: change } })).status).toBe(200);
    await auth.settle();
    const types = ['email-verification.sent', 'email-verification.completed', 'email-change.requested', 'email-change.completed'] as const;
    expect((await recorder.of(...types)).map((e) => [e.type, e.userId])).toEqual(types.map((type) => [type, userId]));
    expect(JSON.stringify(recorder.events)).not.toContain(otp);
  });

  it('a change of email to a taken address is reported as requested all the same: the activity does not tell', async () => {
    const recorder = eventRecorder();
    const auth = createEmailOTPAuth({ auth: { onEvent: recorder.onEvent, user: { changeEmail: { enabled: true } } } });
    const { jar, userId } = await signUp(auth, { email: 'ada@example.com' });
    await signUp(auth, { email: 'bob@example.com' });
    await auth.settle();
    await recorder.clear();
    await send(auth, jar, '/email-otp/send-verification-otp', { body: { email: 'bob@example.com', type: 'change-email' } });
    await send(auth, jar, '/email-otp/send-verification-otp', { body: { email: 'free@example.com', type: 'change-email' } });
    await auth.settle();
    expect((await recorder.of('email-change.requested')).map((e) => e.userId)).toEqual([userId, userId]);
  });

  it('a wrong sign-in code: sign-in.failed once, invalid-credentials, with no user, and the same 400 INVALID_OTP', async () => {
    const recorder = eventRecorder();
    const auth = createEmailOTPAuth({ auth: { onEvent: recorder.onEvent } });
    await signUp(auth, { email: 'ada@example.com' });
    const otp = (await requestCode(auth, { email: 'ada@example.com', type: 'sign-in' }))!;
    await recorder.clear();
    const response = await send(auth, null, '/sign-in/email-otp', { body: { email: 'ada@example.com', otp: wrongCode(otp) } });
    expect(await errorOf(response)).toEqual({ status: 400, code: 'INVALID_OTP', message: 'Invalid OTP' });
    await auth.settle();
    expect((await recorder.of('sign-in.failed', 'sign-in.succeeded')).map((e) => [e.type, e.userId, e.method, e.detail])).toEqual([
      ['sign-in.failed', null, 'email-otp', { reason: 'invalid-credentials' }],
    ]);
    expect(JSON.stringify(recorder.events)).not.toContain(otp);
  });
});
