import { UniqueConstraintError, type DatabaseAdapter, type Where } from '../db/adapter.js';
import { isConnectionError } from '../db/is-connection-error.js';
import { toAuthError } from '../error/to-auth-error.js';
import type { RateLimitRule } from './rate-limit-rule.js';
import type { RateLimitHit, RateLimitStorage } from './rate-limit-storage.js';
import { secondsUntil } from './rate-limit-storage.js';

const MODEL = 'rateLimit';

/**
 * A hit normally settles on its first increment; it loops only when it raced
 * another hit that created or reset the same row. Past this, it fails closed.
 */
const MAX_ATTEMPTS = 3;

interface RateLimitRow {
  count: number | string;
  lastRequest: number | string | bigint;
}

/**
 * Counters in the `rateLimit` table, shared by every instance using the same
 * database, through the adapter contract only. Fixed windows: `lastRequest`
 * holds the time (ms) the key's current window opened. It is not moved on every
 * request, because then a client polling steadily below the limit would never
 * see its window end and would be refused once its lifetime count reached `max`.
 *
 * Every step is one atomic statement, so concurrent hits cannot over-count:
 * 1. increment `count` while it is below `max` and the window is current
 *    (the usual case: one statement per request);
 * 2. otherwise read the row: a full current window refuses; a missing row is
 *    created (a racing create gets `UniqueConstraintError` and tries again); an
 *    expired window is reset by an update guarded on the old `lastRequest`, so
 *    exactly one racer wins the reset and the others increment after it.
 *
 * @example
 * const limiter = createRateLimiter({ enabled: true, storage: databaseStorage(adapter) });
 */
export function databaseStorage(adapter: DatabaseAdapter): RateLimitStorage {
  return {
    hit: (key, rule, now) =>
      hitInDatabase(adapter, key, rule, now).catch((error: unknown) => {
        // A lost database answers as it does everywhere else: 503 DATABASE_UNAVAILABLE.
        throw isConnectionError(error) ? toAuthError(error) : error;
      }),
  };
}

async function hitInDatabase(adapter: DatabaseAdapter, key: string, rule: RateLimitRule, now: number): Promise<RateLimitHit> {
  const windowStartFloor = now - rule.window * 1000;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const count = await incrementInWindow(adapter, key, rule, windowStartFloor);
    if (count !== null) return allowed(rule, count);
    const row = await adapter.findOne<RateLimitRow>({ model: MODEL, where: [keyIs(key)] });
    if (!row) {
      if (await createRow(adapter, key, now)) return allowed(rule, 1);
      continue;
    }
    const windowStart = Number(row.lastRequest);
    if (windowStart > windowStartFloor) {
      // Still full: refuse. Below max means another hit reset the window meanwhile.
      if (Number(row.count) >= rule.max) return refused(rule, windowStart, now);
      continue;
    }
    if (await resetExpiredWindow(adapter, key, windowStartFloor, now)) return allowed(rule, 1);
  }
  return { allowed: false, retryAfter: 1, remaining: 0 };
}

function keyIs(key: string): Where {
  return { field: 'key', value: key };
}

function incrementInWindow(
  adapter: DatabaseAdapter,
  key: string,
  rule: RateLimitRule,
  windowStartFloor: number,
): Promise<number | null> {
  return adapter.incrementOne({
    model: MODEL,
    where: [keyIs(key), { field: 'lastRequest', operator: 'gt', value: windowStartFloor }],
    field: 'count',
    below: rule.max,
  });
}

async function createRow(adapter: DatabaseAdapter, key: string, now: number): Promise<boolean> {
  try {
    await adapter.create({ model: MODEL, data: { key, count: 1, lastRequest: now } });
    return true;
  } catch (error) {
    if (error instanceof UniqueConstraintError) return false;
    throw error;
  }
}

async function resetExpiredWindow(
  adapter: DatabaseAdapter,
  key: string,
  windowStartFloor: number,
  now: number,
): Promise<boolean> {
  const changed = await adapter.updateMany({
    model: MODEL,
    where: [keyIs(key), { field: 'lastRequest', operator: 'lte', value: windowStartFloor }],
    update: { count: 1, lastRequest: now },
  });
  return changed > 0;
}

function allowed(rule: RateLimitRule, count: number): RateLimitHit {
  return { allowed: true, retryAfter: 0, remaining: Math.max(0, rule.max - count) };
}

function refused(rule: RateLimitRule, windowStart: number, now: number): RateLimitHit {
  // Instances' clocks can disagree; never ask a client to wait longer than a window.
  const retryAfter = Math.min(secondsUntil(windowStart + rule.window * 1000, now), Math.ceil(rule.window));
  return { allowed: false, retryAfter, remaining: 0 };
}
