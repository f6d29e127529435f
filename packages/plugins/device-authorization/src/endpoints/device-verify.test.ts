import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '@latchkey/test-utils/test-instance';
import { createDeviceAuth, errorOf, expectUnknownUserCode, requestCode, type DeviceAuth } from '@latchkey/test-utils/plugin-instances/device-authorization';

const lookUp = (auth: DeviceAuth, userCode: string, ip = '198.51.100.7'): Promise<Response> =>
  auth.handler(request(`/device?user_code=${encodeURIComponent(userCode)}`), { ip });

describe('GET /device', () => {
  // Guesses count in fixed windows; each test starts one second into a window, so
  // none of them straddles two. Only Date is faked: storage and databases run as usual.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 1000);
  });
  afterEach(() => vi.useRealTimers());

  it('shows the code, its status, the client and the scope', async () => {
    const auth = createDeviceAuth();
    const issued = await requestCode(auth, { client_id: 'acme-cli', scope: 'read write' });
    const response = await lookUp(auth, issued.user_code);
    expect(await response.json()).toMatchObject({ user_code: issued.user_code, status: 'pending', client_id: 'acme-cli', scope: 'read write' });
  });

  it('accepts the code with or without the dash, in any case', async () => {
    const auth = createDeviceAuth();
    const { user_code: code } = await requestCode(auth);
    for (const typed of [code.replace('-', ''), code.toLowerCase(), ` ${code.slice(0, 4)} ${code.slice(5)} `]) {
      expect(((await (await lookUp(auth, typed)).json()) as { user_code: string }).user_code).toBe(code);
    }
  });

  it('refuses unknown and malformed codes with 400 invalid_request (and INVALID_USER_CODE), as RFC 8628 clients of the established API read it', async () => {
    const auth = createDeviceAuth();
    for (const code of ['BCDF-GHJK', 'AEIO-U123']) await expectUnknownUserCode(await lookUp(auth, code));
  });

  it('guessed user code: wrong guesses from one IP are rate limited, even before the right code', async () => {
    const auth = createDeviceAuth({ device: { userCodeGuesses: { perIp: 3, global: 100, window: 60 } } });
    const { user_code: code } = await requestCode(auth);
    for (let i = 0; i < 3; i++) expect((await lookUp(auth, 'BCDF-GHJK', '203.0.113.9')).status).toBe(400);
    const limited = await lookUp(auth, code, '203.0.113.9');
    expect(await errorOf(limited)).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
    // Until the window ends: one second of it has gone.
    expect(limited.headers.get('x-retry-after')).toBe('59');
    expect(limited.headers.get('retry-after')).toBe('59');
    // Another address is not held back by this one's guesses.
    expect((await lookUp(auth, code, '198.51.100.20')).status).toBe(200);
  });

  it('guessed user code: guesses spread over many IPs hit the global limit', async () => {
    const auth = createDeviceAuth({ device: { userCodeGuesses: { perIp: 100, global: 5, window: 60 } } });
    const { user_code: code } = await requestCode(auth);
    await Promise.all(Array.from({ length: 5 }, (_, i) => lookUp(auth, 'BCDF-GHJK', `203.0.113.${i + 1}`)));
    expect((await lookUp(auth, code, '198.51.100.20')).status).toBe(429);
  });

  it('guessed user code: wrong guesses sent at once from one IP get no more lookups than the limit', async () => {
    const auth = createDeviceAuth({ device: { userCodeGuesses: { perIp: 5, global: 1000, window: 60 } } });
    await requestCode(auth);
    const answers = await Promise.all(Array.from({ length: 30 }, () => lookUp(auth, 'BCDF-GHJK', '203.0.113.50')));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);
  });

  it('guessed user code: wrong guesses sent at once from many IPs get no more lookups than the global limit', async () => {
    const auth = createDeviceAuth({ device: { userCodeGuesses: { perIp: 100, global: 5, window: 60 } } });
    await requestCode(auth);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => lookUp(auth, 'BCDF-GHJK', `203.0.113.${i + 1}`)));
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(5);
  });

  it('real codes give their guess back: they never count towards the limits', async () => {
    const auth = createDeviceAuth({ device: { userCodeGuesses: { perIp: 2, global: 2, window: 60 } } });
    const { user_code: code } = await requestCode(auth);
    for (let i = 0; i < 5; i++) expect((await lookUp(auth, code, '203.0.113.60')).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await lookUp(auth, 'BCDF-GHJK', '203.0.113.60')).status).toBe(400);
    expect((await lookUp(auth, 'BCDF-GHJK', '203.0.113.60')).status).toBe(429);
    // Refused lookups give their guess back too: the block ends with the window, not later.
    vi.setSystemTime(Date.now() + 60_000);
    expect((await lookUp(auth, code, '203.0.113.60')).status).toBe(200);
  });

  it('refuses an expired code with EXPIRED_USER_CODE (expired_token)', async () => {
    const auth = createDeviceAuth({ device: { expiresIn: 1 } });
    const { user_code: code } = await requestCode(auth);
    const ctx = await auth.$context;
    await ctx.db.updateMany({ model: 'deviceCode', where: [], update: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await lookUp(auth, code);
    expect(expired.status).toBe(400);
    expect(await expired.json()).toMatchObject({ code: 'EXPIRED_USER_CODE', error: 'expired_token' });
  });
});
