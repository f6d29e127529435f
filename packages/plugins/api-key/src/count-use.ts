/** The counters of a stored key that one use reads. */
export interface KeyCounters {
  remaining?: number | null;
  refillAmount?: number | null;
  refillInterval?: number | null;
  lastRefillAt?: Date | null;
  createdAt: Date;
  rateLimitEnabled: boolean;
  rateLimitTimeWindow?: number | null;
  rateLimitMax?: number | null;
  requestCount: number;
  windowStart?: Date | null;
}

/**
 * Whether one more use is allowed, and the counters it writes: `patch` is null
 * when the key counts nothing (no usage limit, no rate limit), so such a use
 * costs no write. A refused use writes nothing and spends nothing.
 */
export type UseVerdict =
  | { ok: true; patch: Record<string, unknown> | null }
  | { ok: false; code: 'USAGE_EXCEEDED' }
  | { ok: false; code: 'RATE_LIMITED'; retryAfterMs: number };

/**
 * Applies one use to a key's counters: the refill first (when its interval has
 * passed since the last refill, `remaining` starts again at `refillAmount`),
 * then the per-key rate limit (fixed windows of `rateLimitTimeWindow` ms
 * holding `rateLimitMax` uses), then the remaining count.
 *
 * @example
 * const verdict = countUse(row, Date.now());
 * if (verdict.ok && verdict.patch) await saveIfUnchanged(row, verdict.patch);
 */
export function countUse(key: KeyCounters, now: number): UseVerdict {
  const patch: Record<string, unknown> = {};
  const window = key.rateLimitTimeWindow ?? 0;
  const max = key.rateLimitMax ?? 0;
  if (key.rateLimitEnabled && window > 0 && max > 0) {
    const start = key.windowStart ? new Date(key.windowStart).getTime() : null;
    if (start === null || now - start >= window || now < start) {
      patch.windowStart = new Date(now);
      patch.requestCount = 1;
    } else if (key.requestCount >= max) {
      return { ok: false, code: 'RATE_LIMITED', retryAfterMs: start + window - now };
    } else {
      patch.requestCount = key.requestCount + 1;
    }
  }
  let remaining = key.remaining ?? null;
  if (remaining !== null && key.refillAmount && key.refillInterval) {
    const lastRefill = new Date(key.lastRefillAt ?? key.createdAt).getTime();
    if (now - lastRefill >= key.refillInterval) {
      remaining = key.refillAmount;
      patch.lastRefillAt = new Date(now);
    }
  }
  if (remaining !== null) {
    if (remaining <= 0) return { ok: false, code: 'USAGE_EXCEEDED' };
    patch.remaining = remaining - 1;
  }
  if (Object.keys(patch).length === 0) return { ok: true, patch: null };
  patch.lastRequest = new Date(now);
  return { ok: true, patch };
}
