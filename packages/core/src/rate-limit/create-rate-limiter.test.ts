import { describe, expect, it } from 'vitest';
import { AuthError } from '../error/auth-error.js';
import { createRateLimiter } from './create-rate-limiter.js';
import type { RateLimitStorage } from './rate-limit-storage.js';

const now = 1_700_000_000_000;

async function hits(limiter: ReturnType<typeof createRateLimiter>, count: number, path: string, ip: string | null) {
  const results = [];
  for (let i = 0; i < count; i++) results.push(await limiter.check({ path, ip, now }));
  return results;
}

describe('createRateLimiter', () => {
  it('answers 429 TOO_MANY_REQUESTS with X-Retry-After in whole seconds once the rule is spent', async () => {
    const limiter = createRateLimiter({ enabled: true });
    const results = await hits(limiter, 11, '/sign-in/email', '203.0.113.7');
    expect(results.slice(0, 10)).toEqual(Array(10).fill(null));
    const error = results[10];
    expect(error).toBeInstanceOf(AuthError);
    expect(error?.status).toBe(429);
    expect(error?.code).toBe('TOO_MANY_REQUESTS');
    expect(error?.headers.get('X-Retry-After')).toBe('60');
    expect(error?.headers.get('Retry-After')).toBe('60');
  });

  it('rounds the retry time up and never below 1 second', async () => {
    const storage: RateLimitStorage = { hit: async () => ({ allowed: false, retryAfter: 0.2, remaining: 0 }) };
    const error = await createRateLimiter({ enabled: true, storage }).check({ path: '/x', ip: '203.0.113.7' });
    expect(error?.headers.get('X-Retry-After')).toBe('1');
    const storage2: RateLimitStorage = { hit: async () => ({ allowed: false, retryAfter: 0, remaining: 0 }) };
    const error2 = await createRateLimiter({ enabled: true, storage: storage2 }).check({ path: '/x', ip: null });
    expect(error2?.headers.get('X-Retry-After')).toBe('1');
  });

  it('does nothing when disabled', async () => {
    const limiter = createRateLimiter({ enabled: false });
    expect(await hits(limiter, 50, '/sign-in/email', '203.0.113.7')).toEqual(Array(50).fill(null));
  });

  it('uses the configured default rule', async () => {
    const limiter = createRateLimiter({ enabled: true, window: 10, max: 2 });
    const results = await hits(limiter, 3, '/get-session', '203.0.113.7');
    expect(results.map((r) => r?.status ?? null)).toEqual([null, null, 429]);
    expect(results[2]?.headers.get('X-Retry-After')).toBe('10');
  });

  it('counts clients and paths separately', async () => {
    const limiter = createRateLimiter({ enabled: true, window: 60, max: 1 });
    expect(await limiter.check({ path: '/a', ip: '203.0.113.7', now })).toBeNull();
    expect(await limiter.check({ path: '/b', ip: '203.0.113.7', now })).toBeNull();
    expect(await limiter.check({ path: '/a', ip: '203.0.113.8', now })).toBeNull();
    expect(await limiter.check({ path: '/a', ip: '203.0.113.7', now })).not.toBeNull();
  });

  it('limits clients with an unknown address in one shared bucket instead of letting them through', async () => {
    const limiter = createRateLimiter({ enabled: true });
    const results = await hits(limiter, 4, '/request-password-reset', null);
    expect(results.map((r) => r?.status ?? null)).toEqual([null, null, null, 429]);
  });

  it('skips paths switched off and honours plugin rules', async () => {
    const limiter = createRateLimiter({
      enabled: true,
      window: 60,
      max: 1,
      rules: [{ path: '/two-factor/*', window: 60, max: 2 }],
      customRules: { '/get-session': false },
    });
    expect(await hits(limiter, 5, '/get-session', '203.0.113.7')).toEqual(Array(5).fill(null));
    const twoFactor = await hits(limiter, 3, '/two-factor/verify-totp', '203.0.113.7');
    expect(twoFactor.map((r) => r?.status ?? null)).toEqual([null, null, 429]);
  });

  it('fails closed by default when the storage fails: 503 SECONDARY_STORAGE_UNAVAILABLE, never a throw', async () => {
    const seen: unknown[] = [];
    const storage: RateLimitStorage = { hit: () => Promise.reject(new Error('store down')) };
    const error = await createRateLimiter({ enabled: true, storage, onError: (e) => seen.push(e) }).check({ path: '/x', ip: null });
    expect(error).toBeInstanceOf(AuthError);
    expect({ status: error?.status, code: error?.code }).toEqual({ status: 503, code: 'SECONDARY_STORAGE_UNAVAILABLE' });
    expect(seen).toHaveLength(1);
  });

  it('fails open with onStorageError allow: the request passes', async () => {
    const storage: RateLimitStorage = { hit: () => Promise.reject(new Error('store down')) };
    const limiter = createRateLimiter({ enabled: true, storage, onStorageError: 'allow' });
    expect(await limiter.check({ path: '/x', ip: null })).toBeNull();
  });
});
