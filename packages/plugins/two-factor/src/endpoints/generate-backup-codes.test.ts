import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTwoFactorAuth, enrolledUser, errorOf, freezeMidStep, PASSWORD, send, signInChallenged } from '@latchkey/test-utils/plugin-instances/two-factor';

beforeEach(freezeMidStep);
afterEach(() => vi.useRealTimers());

describe('POST /two-factor/generate-backup-codes', () => {
  it('replaces the whole set: old codes stop working, new ones work', async () => {
    const auth = createTwoFactorAuth();
    const ada = await enrolledUser(auth);
    const response = await send(auth, ada.jar, '/two-factor/generate-backup-codes', { body: { password: PASSWORD } });
    const { status, backupCodes } = (await response.json()) as { status: true; backupCodes: string[] };
    expect(status).toBe(true);
    expect(backupCodes).toHaveLength(10);
    const { jar } = await signInChallenged(auth, { email: ada.email });
    expect(await errorOf(await send(auth, jar, '/two-factor/verify-backup-code', { body: { code: ada.backupCodes[0] } }))).toMatchObject({ code: 'INVALID_BACKUP_CODE' });
    expect((await send(auth, jar, '/two-factor/verify-backup-code', { body: { code: backupCodes[0] } })).status).toBe(200);
  });

  it('answers 400 TWO_FACTOR_NOT_ENABLED before enrolment, 400 INVALID_PASSWORD for a wrong password', async () => {
    const auth = createTwoFactorAuth();
    const ada = await enrolledUser(auth);
    expect(await errorOf(await send(auth, ada.jar, '/two-factor/generate-backup-codes', { body: { password: 'wrong password!' } }))).toMatchObject({ status: 400, code: 'INVALID_PASSWORD' });
    await send(auth, ada.jar, '/two-factor/disable', { body: { password: PASSWORD } });
    expect(await errorOf(await send(auth, ada.jar, '/two-factor/generate-backup-codes', { body: { password: PASSWORD } }))).toMatchObject({ status: 400, code: 'TWO_FACTOR_NOT_ENABLED' });
  });
});
