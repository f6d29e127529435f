import { AuthError } from '../error/auth-error.js';
import { createRuleResolver } from './create-rule-resolver.js';
import { DEFAULT_RATE_LIMIT_RULE } from './default-rate-limit-rules.js';
import { memoryStorage } from './memory-storage.js';
import { rateLimitKey } from './rate-limit-key.js';
import type { CustomRateLimitRules, PluginRateLimitRule } from './rate-limit-rule.js';
import type { RateLimitHit, RateLimitStorage } from './rate-limit-storage.js';
import { retryAfterError } from './retry-after-error.js';
import { storageUnavailable } from '../storage/storage-unavailable.js';

export interface RateLimiterOptions {
  /** Whether requests are limited at all. The engine decides the default (on in production). */
  enabled: boolean;
  /** Where counters live. Defaults to `memoryStorage()`, which is per process. */
  storage?: RateLimitStorage;
  /** Rules contributed by plugins. */
  rules?: readonly PluginRateLimitRule[];
  /** The user's per-path overrides; `false` switches a path off. */
  customRules?: CustomRateLimitRules;
  /** Window of the default rule, in seconds. Defaults to 60. */
  window?: number;
  /** Requests per window of the default rule. Defaults to 100. */
  max?: number;
  /**
   * What a request gets when the storage fails (throws, or a guarded store
   * does not answer in time): `deny` (the default) answers 503
   * `SECONDARY_STORAGE_UNAVAILABLE`; `allow` lets it through unlimited.
   */
  onStorageError?: 'deny' | 'allow';
  /** Told about each storage failure. */
  onError?: (error: unknown) => void;
}

export interface RateLimitCheck {
  /** The normalised path, as the router resolved it. */
  path: string;
  /** The client address from `getClientIp`; `null` counts in the shared `unknown` bucket. */
  ip: string | null;
  /** Current time in ms; defaults to `Date.now()`. */
  now?: number;
}

export interface RateLimiter {
  /** `null` when the request may proceed, otherwise the 429 error to answer with. */
  check(request: RateLimitCheck): Promise<AuthError | null>;
}

/**
 * Builds the limiter the engine runs before each endpoint. Rules are resolved
 * once per path; each request costs one storage hit. A refused request gets a
 * `TOO_MANY_REQUESTS` error (429) carrying `X-Retry-After` (whole seconds,
 * at least 1), plus the standard `Retry-After` with the same value. A storage
 * failure never becomes a 500: it answers 503 `SECONDARY_STORAGE_UNAVAILABLE`,
 * or lets the request through with `onStorageError: 'allow'`.
 *
 * @example
 * const limiter = createRateLimiter({ enabled: true, customRules: { '/get-session': false } });
 * const error = await limiter.check({ path: '/sign-in/email', ip: getClientIp(request, { connectionIp }) });
 * if (error) throw error;
 */
export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const defaultRule = {
    window: options.window ?? DEFAULT_RATE_LIMIT_RULE.window,
    max: options.max ?? DEFAULT_RATE_LIMIT_RULE.max,
  };
  const resolveRule = createRuleResolver({
    defaultRule,
    rules: options.rules,
    customRules: options.customRules,
  });
  const storage = options.storage ?? memoryStorage();
  return {
    async check({ path, ip, now = Date.now() }) {
      if (!options.enabled) return null;
      const rule = resolveRule(path);
      if (!rule) return null;
      let hit: RateLimitHit;
      try {
        hit = await storage.hit(rateLimitKey(ip, path), rule, now);
      } catch (error) {
        options.onError?.(error);
        if (options.onStorageError === 'allow') return null;
        // A storage that names its own outage (a guarded store, a lost database) keeps its code.
        if (error instanceof AuthError && error.status === 503) return error;
        return storageUnavailable(error);
      }
      if (hit.allowed) return null;
      return retryAfterError('TOO_MANY_REQUESTS', hit.retryAfter);
    },
  };
}
