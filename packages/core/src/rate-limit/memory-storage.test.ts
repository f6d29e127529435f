import { describe, expect, it } from 'vitest';
import { memoryStorage } from './memory-storage.js';
import { describeRateLimitStorage } from '@latchkey/test-utils/rate-limit-storage-suite';

describeRateLimitStorage('memoryStorage', () => memoryStorage(), { windowsFollowNow: true });

describe('memoryStorage', () => {
  const rule = { window: 60, max: 1 };

  it('uses fixed windows that open at the first request', async () => {
    const storage = memoryStorage();
    await storage.hit('k', { window: 60, max: 1 }, 1_000);
    expect(await storage.hit('k', rule, 30_000)).toEqual({ allowed: false, retryAfter: 31, remaining: 0 });
    // Refused requests do not push the window further out.
    expect(await storage.hit('k', rule, 60_999)).toEqual({ allowed: false, retryAfter: 1, remaining: 0 });
    expect((await storage.hit('k', rule, 61_000)).allowed).toBe(true);
  });

  it('never holds more than maxKeys keys', async () => {
    const storage = memoryStorage({ maxKeys: 3 });
    for (let i = 0; i < 100; i++) await storage.hit(`key-${i}`, rule, 0);
    expect(storage.size).toBe(3);
  });

  it('evicts the least recently used key', async () => {
    const storage = memoryStorage({ maxKeys: 2 });
    await storage.hit('a', rule, 0);
    await storage.hit('b', rule, 0);
    await storage.hit('a', rule, 0); // refused, but touches "a"
    await storage.hit('c', rule, 0); // evicts "b"
    expect((await storage.hit('a', rule, 0)).allowed).toBe(false);
    expect((await storage.hit('b', rule, 0)).allowed).toBe(true);
  });

  it('refuses a bound that is not a positive integer', () => {
    expect(() => memoryStorage({ maxKeys: 0 })).toThrow(TypeError);
  });
});
