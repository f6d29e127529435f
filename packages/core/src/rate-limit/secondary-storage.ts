import type { RateLimitStorage } from './rate-limit-storage.js';
import { secondsUntil } from './rate-limit-storage.js';

/**
 * The one operation a key-value store must offer for rate limiting.
 *
 * @example
 * const store: KeyValueStore = redisKeyValueStore(new Redis());
 * await store.incr('latchkey:rate-limit:203.0.113.7|/sign-in/email', 60); // { count: 1, ttl: 60 }
 */
export interface KeyValueStore {
  /**
   * Atomically adds 1 to the counter at `key` (missing counts as 0) and returns
   * the new count with the seconds left before the counter expires. The expiry
   * is set to `ttlSeconds` only when the counter has none (its first increment),
   * so later increments never extend the window.
   */
  incr(key: string, ttlSeconds: number): Promise<{ count: number; ttl: number }>;
}

export interface SecondaryStorageOptions {
  /** Prepended to every key, to share a store with other data. Defaults to `latchkey:rate-limit:`. */
  prefix?: string;
}

/**
 * Counters in a key-value store shared by every instance (Redis, or anything
 * implementing `KeyValueStore`). Fixed windows: the counter's expiry is the
 * window, set by the first request. Every request is one atomic increment, so
 * of two simultaneous requests for the last slot one sees `max` and the other
 * `max + 1`. Refused requests are counted too, which costs nothing: the window
 * still ends when the expiry set by the first request runs out.
 *
 * @example
 * const storage = secondaryStorage(redisKeyValueStore(new Redis(process.env.REDIS_URL)));
 * const limiter = createRateLimiter({ enabled: true, storage });
 */
export function secondaryStorage(store: KeyValueStore, options: SecondaryStorageOptions = {}): RateLimitStorage {
  const prefix = options.prefix ?? 'latchkey:rate-limit:';
  return {
    async hit(key, rule, now) {
      const { count, ttl } = await store.incr(prefix + key, rule.window);
      if (count <= rule.max) return { allowed: true, retryAfter: 0, remaining: rule.max - count };
      const resetAt = now + Math.min(Math.max(ttl, 0), rule.window) * 1000;
      return { allowed: false, retryAfter: secondsUntil(resetAt, now), remaining: 0 };
    },
  };
}
