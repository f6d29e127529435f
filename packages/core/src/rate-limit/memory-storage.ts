import type { RateLimitHit, RateLimitStorage } from './rate-limit-storage.js';
import { secondsUntil } from './rate-limit-storage.js';

export interface MemoryStorageOptions {
  /** Most keys kept; the least recently used key is dropped beyond it. Defaults to 10 000. */
  maxKeys?: number;
}

/** The memory storage, which also reports how many keys it holds. */
export interface MemoryRateLimitStorage extends RateLimitStorage {
  readonly size: number;
}

interface Bucket {
  count: number;
  windowStart: number;
}

/**
 * Counters in this process's memory, with fixed windows: a key's window opens
 * at its first request and resets `rule.window` seconds later, so a client can
 * at most reach `2 × max` across one window boundary. Each hit does constant
 * work (one Map lookup, one re-insert, at most one eviction); expired windows
 * are reset lazily when their key is hit again, so there are no sweeps and no
 * timers. The Map's insertion order is the recency order: a hit re-inserts its
 * key at the end, and the first key is the least recently used one.
 *
 * Counters are per process: with several instances, use the database or Redis
 * storage instead.
 *
 * @example
 * const limiter = createRateLimiter({ enabled: true, storage: memoryStorage({ maxKeys: 50_000 }) });
 */
export function memoryStorage(options: MemoryStorageOptions = {}): MemoryRateLimitStorage {
  const maxKeys = options.maxKeys ?? 10_000;
  if (!Number.isInteger(maxKeys) || maxKeys < 1) {
    throw new TypeError('memoryStorage: maxKeys must be a positive integer');
  }
  const buckets = new Map<string, Bucket>();

  // Synchronous from lookup to write: no other hit can interleave, which is
  // what makes the check-and-count atomic in a single-threaded process.
  function hitSync(key: string, window: number, max: number, now: number): RateLimitHit {
    const windowMs = window * 1000;
    let bucket = buckets.get(key);
    if (bucket) buckets.delete(key);
    // A clock that moved backwards past the window start also opens a new window.
    if (!bucket || now - bucket.windowStart >= windowMs || now < bucket.windowStart) {
      bucket = { count: 0, windowStart: now };
    }
    buckets.set(key, bucket);
    if (buckets.size > maxKeys) {
      const oldest = buckets.keys().next();
      if (!oldest.done) buckets.delete(oldest.value);
    }
    if (bucket.count >= max) {
      return { allowed: false, retryAfter: secondsUntil(bucket.windowStart + windowMs, now), remaining: 0 };
    }
    bucket.count += 1;
    return { allowed: true, retryAfter: 0, remaining: max - bucket.count };
  }

  return {
    get size() {
      return buckets.size;
    },
    hit(key, rule, now) {
      return Promise.resolve(hitSync(key, rule.window, rule.max, now));
    },
  };
}
