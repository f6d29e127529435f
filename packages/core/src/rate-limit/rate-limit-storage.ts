import type { RateLimitRule } from './rate-limit-rule.js';

/** The outcome of counting one request. */
export interface RateLimitHit {
  allowed: boolean;
  /** When refused, seconds until the key's window resets (at least 1); 0 when allowed. */
  retryAfter: number;
  /** Requests still allowed in the current window. */
  remaining: number;
}

/**
 * Where counters live. `hit` counts one request and decides in a single atomic
 * step, so two simultaneous requests for the last slot cannot both pass.
 * Every storage uses fixed windows: a key's window opens at its first counted
 * request and lasts `rule.window` seconds.
 *
 * @example
 * const storage: RateLimitStorage = memoryStorage();
 * const { allowed } = await storage.hit('203.0.113.7|/sign-in/email', { window: 60, max: 10 }, Date.now());
 */
export interface RateLimitStorage {
  hit(key: string, rule: RateLimitRule, now: number): Promise<RateLimitHit>;
}

/** Seconds left until `resetAt` (ms), rounded up and never below 1. */
export function secondsUntil(resetAt: number, now: number): number {
  return Math.max(1, Math.ceil((resetAt - now) / 1000));
}
