import type { KeyValueStore } from '../storage/key-value-store.js';
import type { RateLimitStorage } from './rate-limit-storage.js';
import { secondsUntil } from './rate-limit-storage.js';

/** The one operation of a key-value store rate limiting needs. */
export type CounterStore = Pick<KeyValueStore, 'incr'>;

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
export function secondaryStorage(store: CounterStore, options: SecondaryStorageOptions = {}): RateLimitStorage {
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
