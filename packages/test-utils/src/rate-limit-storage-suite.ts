import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { RateLimitStorage } from 'latchkey';

export interface StorageSuiteOptions {
  /**
   * Whether the storage's windows follow the `now` argument. Redis expires keys
   * on its own clock, so its suite skips the window-reset case (it tests expiry
   * separately without waiting).
   */
  windowsFollowNow: boolean;
}

/**
 * The behaviour every `RateLimitStorage` must show, run by each storage's own
 * test file. `getStorage` is called per test, after the caller's hooks ran.
 */
export function describeRateLimitStorage(
  name: string,
  getStorage: () => RateLimitStorage,
  options: StorageSuiteOptions,
): void {
  // Unique keys keep runs and tests apart on shared stores (Redis, a database).
  const key = (label: string): string => `${randomUUID()}|/${label}`;
  const now = Date.now();

  describe(`${name}: rate limit storage contract`, () => {
    it('allows max requests per window, then refuses with a retry time', async () => {
      const storage = getStorage();
      const rule = { window: 60, max: 3 };
      const k = key('count');
      const results = [];
      for (let i = 0; i < 4; i++) results.push(await storage.hit(k, rule, now + i));
      expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
      expect(results.map((r) => r.remaining)).toEqual([2, 1, 0, 0]);
      expect(results[0]?.retryAfter).toBe(0);
      expect(results[3]?.retryAfter).toBeGreaterThanOrEqual(1);
      expect(results[3]?.retryAfter).toBeLessThanOrEqual(60);
    });

    it('counts keys separately', async () => {
      const storage = getStorage();
      const rule = { window: 60, max: 1 };
      const [a, b] = [key('a'), key('b')];
      expect((await storage.hit(a, rule, now)).allowed).toBe(true);
      expect((await storage.hit(a, rule, now)).allowed).toBe(false);
      expect((await storage.hit(b, rule, now)).allowed).toBe(true);
    });

    // Stores that expire keys on their own clock (Redis) cannot be moved by `now`.
    if (options.windowsFollowNow) it('opens a new window once the old one has passed', async () => {
      const storage = getStorage();
      const rule = { window: 10, max: 2 };
      const k = key('window');
      await storage.hit(k, rule, now);
      await storage.hit(k, rule, now + 1_000);
      const refused = await storage.hit(k, rule, now + 9_000);
      expect(refused).toEqual({ allowed: false, retryAfter: 1, remaining: 0 });
      expect(await storage.hit(k, rule, now + 10_000)).toEqual({ allowed: true, retryAfter: 0, remaining: 1 });
      expect((await storage.hit(k, rule, now + 10_001)).allowed).toBe(true);
      expect((await storage.hit(k, rule, now + 10_002)).allowed).toBe(false);
    });

    it('lets exactly one of two simultaneous requests take the last slot', async () => {
      const storage = getStorage();
      const rule = { window: 60, max: 3 };
      const k = key('last-slot');
      await storage.hit(k, rule, now);
      await storage.hit(k, rule, now);
      const results = await Promise.all([storage.hit(k, rule, now), storage.hit(k, rule, now)]);
      expect(results.filter((r) => r.allowed)).toHaveLength(1);
    });

    it('lets exactly one of 20 simultaneous requests take the last slot', async () => {
      const storage = getStorage();
      const rule = { window: 60, max: 5 };
      const k = key('last-slot-20');
      for (let i = 0; i < 4; i++) await storage.hit(k, rule, now);
      const results = await Promise.all(Array.from({ length: 20 }, () => storage.hit(k, rule, now)));
      expect(results.filter((r) => r.allowed)).toHaveLength(1);
    });

    it('allows exactly max of 20 simultaneous first requests', async () => {
      const storage = getStorage();
      const rule = { window: 60, max: 5 };
      const k = key('first-hits');
      const results = await Promise.all(Array.from({ length: 20 }, () => storage.hit(k, rule, now)));
      expect(results.filter((r) => r.allowed)).toHaveLength(5);
    });
  });
}
