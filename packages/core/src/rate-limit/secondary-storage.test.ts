import { describe, expect, it } from 'vitest';
import { secondaryStorage, type CounterStore as KeyValueStore } from './secondary-storage.js';

/** A KeyValueStore whose clock is set by the test, to check the storage's arithmetic. */
function fakeStore(): KeyValueStore & { clock: number; calls: [string, number][] } {
  const counters = new Map<string, { count: number; expiresAt: number }>();
  const store = {
    clock: 0,
    calls: [] as [string, number][],
    async incr(key: string, ttlSeconds: number) {
      store.calls.push([key, ttlSeconds]);
      let entry = counters.get(key);
      if (!entry || entry.expiresAt <= store.clock) {
        entry = { count: 0, expiresAt: store.clock + ttlSeconds * 1000 };
        counters.set(key, entry);
      }
      entry.count += 1;
      return { count: entry.count, ttl: (entry.expiresAt - store.clock) / 1000 };
    },
  };
  return store;
}

describe('secondaryStorage', () => {
  it('prefixes keys and passes the window as the TTL', async () => {
    const store = fakeStore();
    await secondaryStorage(store).hit('ip|/x', { window: 30, max: 1 }, 0);
    await secondaryStorage(store, { prefix: 'app:' }).hit('ip|/x', { window: 30, max: 1 }, 0);
    expect(store.calls).toEqual([
      ['latchkey:rate-limit:ip|/x', 30],
      ['app:ip|/x', 30],
    ]);
  });

  it('allows max per window and reports the time left from the TTL', async () => {
    const store = fakeStore();
    const storage = secondaryStorage(store);
    const rule = { window: 60, max: 2 };
    expect(await storage.hit('k', rule, 0)).toEqual({ allowed: true, retryAfter: 0, remaining: 1 });
    expect(await storage.hit('k', rule, 0)).toEqual({ allowed: true, retryAfter: 0, remaining: 0 });
    store.clock = 20_500;
    expect(await storage.hit('k', rule, 0)).toEqual({ allowed: false, retryAfter: 40, remaining: 0 });
    store.clock = 60_000;
    expect((await storage.hit('k', rule, 0)).allowed).toBe(true);
  });

  it('keeps the retry time between 1 second and the window whatever the store answers', async () => {
    const answers = [-2, 0.01, 5_000];
    const store: KeyValueStore = { incr: async () => ({ count: 9, ttl: answers.shift() ?? 0 }) };
    const storage = secondaryStorage(store);
    const rule = { window: 60, max: 1 };
    const retries = [];
    for (let i = 0; i < 3; i++) retries.push((await storage.hit('k', rule, 0)).retryAfter);
    expect(retries).toEqual([1, 1, 60]);
  });
});
