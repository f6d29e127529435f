import type { RateLimitStorage } from '../rate-limit/rate-limit-storage.js';
import type { CounterStore } from '../rate-limit/secondary-storage.js';

/**
 * How requests are counted and limited (`createAuth({ rateLimit })`).
 *
 * @example
 * rateLimit: { enabled: true, window: 60, max: 100, storage: 'database', customRules: { '/sign-in/email': { window: 60, max: 5 } } }
 */
export interface RateLimitOptions {
  /** Defaults to on in production (`NODE_ENV=production`), off otherwise. */
  enabled?: boolean;
  /** The global default window in seconds and requests per window. */
  window?: number;
  max?: number;
  /** Per-path overrides; `false` switches a path off. */
  customRules?: Record<string, { window: number; max: number } | false>;
  /**
   * Where counters live. Defaults to memory (one process); use `database`,
   * `secondary` (the instance's `secondaryStorage`), another key-value store
   * (`{ kind: 'secondary', store }`) or any `RateLimitStorage` when several
   * instances serve one app.
   */
  storage?: 'memory' | 'database' | 'secondary' | { kind: 'secondary'; store: CounterStore } | RateLimitStorage;
  /**
   * What a request gets when the counter storage fails or does not answer
   * within `secondaryStorageTimeout`: `deny` (the default, fail closed) answers
   * 503 `SECONDARY_STORAGE_UNAVAILABLE`; `allow` (fail open) lets it through
   * without counting. Either way the failure is logged as a warning.
   */
  onStorageError?: 'deny' | 'allow';
}
