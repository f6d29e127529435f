import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onBehalf } from '@latchkey/test-utils/on-behalf-plugin';
import { twoFactorEndpoints } from './two-factor-endpoints.js';
import { createTwoFactorAuth, enrolledUser, errorOf, freezeMidStep, PASSWORD, send, signUp } from '@latchkey/test-utils/plugin-instances/two-factor';

beforeEach(freezeMidStep);
afterEach(() => vi.useRealTimers());

describe('two-factor settings and sessions acting on someone\'s behalf', () => {
  it('enable, disable, get-totp-uri and generate-backup-codes are sensitive; verification routes are not', () => {
    const sensitive = Object.values(twoFactorEndpoints).filter((endpoint) => (endpoint.meta as { sensitive?: boolean } | undefined)?.sensitive === true).map((endpoint) => endpoint.path);
    expect(sensitive.sort()).toEqual(['/two-factor/disable', '/two-factor/enable', '/two-factor/generate-backup-codes', '/two-factor/get-totp-uri']);
  });

  it('impersonation: enabling two-factor from a session acting on someone\'s behalf is refused', async () => {
    const auth = createTwoFactorAuth({ plugins: [onBehalf] });
    const { jar, userId } = await signUp(auth, { email: 'ada@example.com' });
    expect((await send(auth, jar, '/on-behalf/start', { method: 'POST' })).status).toBe(200);
    const response = await send(auth, jar, '/two-factor/enable', { body: { password: PASSWORD } });
    expect(await errorOf(response)).toMatchObject({ status: 403, code: 'ACTING_ON_BEHALF' });
    const ctx = await auth.$context;
    expect(await ctx.db.count({ model: 'twoFactor', where: [{ field: 'userId', value: userId }] })).toBe(0);
  });

  it('impersonation: disabling or reading the secret is refused the same way, and the impersonation itself is not challenged', async () => {
    const auth = createTwoFactorAuth({ plugins: [onBehalf] });
    const ada = await enrolledUser(auth);
    expect(await (await send(auth, ada.jar, '/on-behalf/start', { method: 'POST' })).json()).toEqual({ ok: true });
    for (const path of ['/two-factor/disable', '/two-factor/get-totp-uri', '/two-factor/generate-backup-codes']) {
      const response = await send(auth, ada.jar, path, { body: { password: PASSWORD } });
      expect({ path, ...(await errorOf(response)) }).toMatchObject({ path, status: 403, code: 'ACTING_ON_BEHALF' });
    }
  });

  it('verification routes are rate-limited per IP', async () => {
    const auth = createTwoFactorAuth({ twoFactor: { rateLimit: { window: 60, max: 3 } }, auth: { rateLimit: { enabled: true } } });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await send(auth, null, '/two-factor/verify-totp', { body: { code: '123456' }, headers: { 'x-forwarded-for': '203.0.113.9' } });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});
