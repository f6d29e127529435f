import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTwoFactorAuth, enrolledUser, errorOf, freezeMidStep, PASSWORD, send, sessionUserId, signInChallenged, userRow } from '@latchkey/test-utils/plugin-instances/two-factor';

beforeEach(freezeMidStep);
afterEach(() => vi.useRealTimers());

describe('POST /two-factor/disable', () => {
  it('switches two-factor off: the next sign-in gets a session, and the secret and codes are gone', async () => {
    const auth = createTwoFactorAuth();
    const ada = await enrolledUser(auth);
    expect(await errorOf(await send(auth, ada.jar, '/two-factor/disable', { body: { password: 'wrong password!' } }))).toMatchObject({ status: 400, code: 'INVALID_PASSWORD' });
    const response = await send(auth, ada.jar, '/two-factor/disable', { body: { password: PASSWORD } });
    expect(await response.json()).toEqual({ status: true });
    expect((await userRow(auth, ada.userId))?.twoFactorEnabled).toBe(false);
    const ctx = await auth.$context;
    expect(await ctx.db.count({ model: 'twoFactor', where: [{ field: 'userId', value: ada.userId }] })).toBe(0);
    expect(await ctx.db.count({ model: 'twoFactorBackupCode', where: [{ field: 'userId', value: ada.userId }] })).toBe(0);
    const { jar, body } = await signInChallenged(auth, { email: ada.email });
    expect(body.token).toBeTruthy();
    expect(await sessionUserId(auth, jar)).toBe(ada.userId);
  });
});
