// The two-factor plugin's events: enrolment, challenges, passes and failures, once each.
import { describe, expect, it } from 'vitest';
import { eventRecorder } from '@latchkey/test-utils/event-recorder';
import { createTwoFactorAuth, enrolledUser, PASSWORD, send, signInChallenged, totpCode } from '@latchkey/test-utils/plugin-instances/two-factor';

describe('two-factor events', () => {
  it('enabled, challenge issued, failed, passed, backup code used, trusted device, disabled', async () => {
    const recorder = eventRecorder();
    const auth = createTwoFactorAuth({ auth: { onEvent: recorder.onEvent } });
    const { jar, userId, key, backupCodes } = await enrolledUser(auth);
    await auth.settle();
    expect(recorder.events.map((e) => e.type).filter((t) => t.startsWith('two-factor.'))).toEqual(['two-factor.passed', 'two-factor.enabled']);
    await recorder.clear();

    const first = await signInChallenged(auth, { email: 'ada@example.com' });
    await send(auth, first.jar, '/two-factor/verify-totp', { body: { code: '000000' } });
    await send(auth, first.jar, '/two-factor/verify-totp', { body: { code: totpCode(key), trustDevice: true } });
    const second = await signInChallenged(auth, { email: 'ada@example.com' });
    await send(auth, second.jar, '/two-factor/verify-backup-code', { body: { code: backupCodes[0] } });
    await send(auth, jar, '/two-factor/disable', { body: { password: PASSWORD } });
    await auth.settle();
    expect(recorder.events.map((e) => [e.type, e.userId])).toEqual([
      ['two-factor.challenge-issued', userId],
      ['two-factor.failed', userId],
      ['two-factor.passed', userId],
      ['sign-in.succeeded', userId],
      ['two-factor.trusted-device-added', userId],
      ['two-factor.challenge-issued', userId],
      ['two-factor.backup-code-used', userId],
      ['two-factor.passed', userId],
      ['sign-in.succeeded', userId],
      ['two-factor.disabled', userId],
    ]);
    expect(recorder.events[0]!.method).toBe('email');
    expect(recorder.events[3]!.method).toBe('two-factor');
    expect(recorder.events[1]!.detail).toEqual({ factor: 'totp' });
    const text = JSON.stringify(recorder.events);
    expect(text).not.toContain(backupCodes[0]!);
    expect(text).not.toContain(totpCode(key));
  });
});
