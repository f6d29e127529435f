import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { closeTestDatabases, request } from '@latchkey/test-utils/test-instance';
import { createApiKeyAuth, createServerKey, expire, keyRow, signUp } from '@latchkey/test-utils/plugin-instances/api-key';

afterAll(closeTestDatabases);
afterEach(() => vi.useRealTimers());

async function setUp(body: Record<string, unknown> = {}) {
  const auth = createApiKeyAuth();
  const { userId } = await signUp(auth, { email: 'ada@example.com' });
  const created = await createServerKey(auth, { userId, ...body });
  const verify = (key = created.key, permissions?: Record<string, string[]>) =>
    auth.api.verifyApiKey({ body: { key, ...(permissions ? { permissions } : {}) } });
  return { auth, userId, created, verify };
}

describe('POST /api-key/verify', () => {
  it('answers a valid key with its record and counts the use', async () => {
    const { auth, created, verify, userId } = await setUp();
    const result = await verify();
    expect(result).toMatchObject({ valid: true, error: null, key: { id: created.id, userId } });
    expect(result.key).not.toHaveProperty('key');
    expect(await keyRow(auth, created.id)).toMatchObject({ requestCount: 1 });
  });

  it('a forged key is invalid', async () => {
    const { verify, created } = await setUp();
    const forged = created.key.slice(0, -1) + (created.key.endsWith('a') ? 'b' : 'a');
    for (const key of [forged, '', 'x'.repeat(1000)]) {
      expect(await verify(key)).toMatchObject({ valid: false, key: null, error: { code: 'INVALID_API_KEY' } });
    }
  });

  it('an expired key is refused', async () => {
    const { auth, created, verify } = await setUp({ expiresIn: 86_400 });
    await expire(auth, created.id);
    expect(await verify()).toMatchObject({ valid: false, error: { code: 'KEY_EXPIRED', message: 'API Key has expired' } });
  });

  it('a disabled key is refused', async () => {
    const { auth, created, verify } = await setUp();
    await auth.api.updateApiKey({ body: { keyId: created.id, enabled: false } });
    expect(await verify()).toMatchObject({ valid: false, error: { code: 'KEY_DISABLED' } });
  });

  it('an exhausted key is refused and its count stays at zero', async () => {
    const { auth, created, verify } = await setUp({ remaining: 2, rateLimitEnabled: false });
    expect((await verify()).valid).toBe(true);
    expect((await verify()).valid).toBe(true);
    expect(await verify()).toMatchObject({ valid: false, error: { code: 'USAGE_EXCEEDED' } });
    expect(await keyRow(auth, created.id)).toMatchObject({ remaining: 0 });
  });

  it('remaining=1 used 20 times at once succeeds exactly once', async () => {
    const { auth, created, verify } = await setUp({ remaining: 1, rateLimitEnabled: false });
    // verify answers 200 either way (valid or not), so the race is counted on the results.
    const results = await Promise.all(Array.from({ length: 20 }, () => verify()));
    expect(results.filter((r) => r.valid)).toHaveLength(1);
    expect(results.filter((r) => !r.valid).every((r) => r.error?.code === 'USAGE_EXCEEDED')).toBe(true);
    expect(await keyRow(auth, created.id)).toMatchObject({ remaining: 0 });
  });

  it('a per-key rate limit reached answers RATE_LIMITED with the time to wait, and a new window opens later', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { verify } = await setUp({ rateLimitMax: 3, rateLimitTimeWindow: 60_000 });
    for (let i = 0; i < 3; i++) expect((await verify()).valid).toBe(true);
    const limited = await verify();
    expect(limited).toMatchObject({ valid: false, error: { code: 'RATE_LIMITED', message: 'Rate limit exceeded.' } });
    const wait = (limited.error as { details: { tryAgainIn: number } }).details.tryAgainIn;
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60_000);
    vi.setSystemTime(Date.now() + 60_001);
    expect((await verify()).valid).toBe(true);
  });

  it('the default rate limit allows 10 uses a day', async () => {
    const { verify } = await setUp();
    for (let i = 0; i < 10; i++) expect((await verify()).valid).toBe(true);
    expect(await verify()).toMatchObject({ valid: false, error: { code: 'RATE_LIMITED' } });
  });

  it('refills remaining once the interval has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { verify } = await setUp({ remaining: 1, refillAmount: 2, refillInterval: 3_600_000, rateLimitEnabled: false });
    expect((await verify()).valid).toBe(true);
    expect((await verify()).valid).toBe(false);
    vi.setSystemTime(Date.now() + 3_600_001);
    expect((await verify()).key).toMatchObject({ remaining: 1 });
    expect((await verify()).key).toMatchObject({ remaining: 0 });
    expect(await verify()).toMatchObject({ error: { code: 'USAGE_EXCEEDED' } });
  });

  it('checks permissions without spending a use on a refused call', async () => {
    const { auth, created, verify } = await setUp({ permissions: { files: ['read', 'write'] }, remaining: 5, rateLimitEnabled: false });
    expect((await verify(created.key, { files: ['read'] })).valid).toBe(true);
    expect(await verify(created.key, { files: ['delete'] })).toMatchObject({ valid: false, error: { code: 'KEY_NOT_PERMITTED' } });
    expect(await verify(created.key, { billing: ['read'] })).toMatchObject({ valid: false, error: { code: 'KEY_NOT_PERMITTED' } });
    expect(await keyRow(auth, created.id)).toMatchObject({ remaining: 4 });
  });

  it('is not reachable over HTTP', async () => {
    const { auth, created } = await setUp();
    expect((await auth.handler(request('/api-key/verify', { body: { key: created.key } }))).status).toBe(404);
  });
});
