import type { DatabaseAdapter } from '../db/adapter.js';
import type { AuthOptions, AnyPlugin } from '../declarations/auth-context.js';
import { createRateLimiter } from '../rate-limit/create-rate-limiter.js';
import { databaseStorage } from '../rate-limit/database-storage.js';
import { memoryStorage } from '../rate-limit/memory-storage.js';
import type { RateLimitStorage } from '../rate-limit/rate-limit-storage.js';
import { secondaryStorage } from '../rate-limit/secondary-storage.js';
import { guardStorageCall } from '../storage/guard-key-value-store.js';
import type { KeyValueStore } from '../storage/key-value-store.js';
import type { Logger } from '../logger/create-logger.js';
import type { RequestLimiter } from '../declarations/context-services.js';

/** The rate limiter from the options: on by default in production, off elsewhere. */
export function createRequestLimiter(
  options: AuthOptions,
  setup: {
    env: Record<string, string | undefined>;
    plugins: readonly AnyPlugin[];
    adapter: DatabaseAdapter;
    store: KeyValueStore;
    logger: Logger;
    /** Milliseconds a call to a key-value store given here may take. */
    timeoutMs: number;
  },
): RequestLimiter {
  const settings = options.rateLimit ?? {};
  const enabled = settings.enabled ?? setup.env.NODE_ENV === 'production';
  const limiter = createRateLimiter({
    enabled,
    storage: pickStorage(settings.storage, setup),
    rules: setup.plugins.flatMap((p) => p.rateLimit ?? []),
    customRules: settings.customRules,
    window: settings.window,
    max: settings.max,
    onStorageError: settings.onStorageError ?? 'deny',
    // A refused request is logged once, with its 503, by the handler; one let through leaves no other trace.
    onError: settings.onStorageError === 'allow' ? (error) => setup.logger.warn('Rate-limit storage failed; allowing the request', error) : undefined,
  });
  return { enabled, check: (input) => limiter.check(input) };
}

function pickStorage(
  storage: NonNullable<AuthOptions['rateLimit']>['storage'],
  setup: { adapter: DatabaseAdapter; store: KeyValueStore; timeoutMs: number },
): RateLimitStorage {
  if (storage === 'database') return databaseStorage(setup.adapter);
  if (storage === 'secondary') return secondaryStorage(setup.store);
  if (typeof storage === 'object' && 'hit' in storage) return storage;
  if (typeof storage === 'object') {
    const { store } = storage;
    return secondaryStorage({ incr: (key, ttl) => guardStorageCall(() => store.incr(key, ttl), setup) });
  }
  return memoryStorage();
}
