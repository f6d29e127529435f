import { describe, expect, it } from 'vitest';
import { countUse, type KeyCounters } from './count-use.js';

const base: KeyCounters = { createdAt: new Date(0), rateLimitEnabled: false, requestCount: 0 };

describe('countUse', () => {
  it('writes nothing for a key that counts nothing', () => {
    expect(countUse(base, 1000)).toEqual({ ok: true, patch: null });
  });

  it('opens a window, counts inside it, refuses past the max and reopens after it', () => {
    const limited = { ...base, rateLimitEnabled: true, rateLimitTimeWindow: 1000, rateLimitMax: 2 };
    expect(countUse(limited, 5000)).toMatchObject({ ok: true, patch: { requestCount: 1, windowStart: new Date(5000) } });
    const inWindow = { ...limited, requestCount: 1, windowStart: new Date(5000) };
    expect(countUse(inWindow, 5500)).toMatchObject({ ok: true, patch: { requestCount: 2 } });
    expect(countUse({ ...inWindow, requestCount: 2 }, 5600)).toEqual({ ok: false, code: 'RATE_LIMITED', retryAfterMs: 400 });
    expect(countUse({ ...inWindow, requestCount: 2 }, 6000)).toMatchObject({ ok: true, patch: { requestCount: 1 } });
  });

  it('a refused use spends nothing: the rate limit is checked before remaining', () => {
    const both = { ...base, remaining: 5, rateLimitEnabled: true, rateLimitTimeWindow: 1000, rateLimitMax: 1, requestCount: 1, windowStart: new Date(0) };
    expect(countUse(both, 10)).toMatchObject({ ok: false, code: 'RATE_LIMITED' });
  });

  it('refills from the last refill (or creation) once the interval passed', () => {
    const refilling = { ...base, remaining: 0, refillAmount: 3, refillInterval: 100 };
    expect(countUse(refilling, 50)).toEqual({ ok: false, code: 'USAGE_EXCEEDED' });
    expect(countUse(refilling, 100)).toMatchObject({ ok: true, patch: { remaining: 2, lastRefillAt: new Date(100) } });
    expect(countUse({ ...refilling, lastRefillAt: new Date(100) }, 150)).toEqual({ ok: false, code: 'USAGE_EXCEEDED' });
  });
});
