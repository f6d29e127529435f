/**
 * Secondary storage: a small key-value store shared by every instance of an app
 * (Redis, or this process's memory by default). The rate limiter counts in it,
 * session revocation markers live in it, and plugins keep short-lived state in
 * it (challenges, counters) through `ctx.auth.storage`.
 *
 * @example
 * await ctx.auth.storage.set('my-plugin:nonce:abc', '1', 300);
 * const seen = await ctx.auth.storage.get('my-plugin:nonce:abc');
 */
export interface KeyValueStore {
  /** The value at `key`, or null when it is missing or expired. */
  get(key: string): Promise<string | null>;
  /** Stores `value` at `key`, replacing any value; expires after `ttlSeconds` when given. */
  set(key: string, value: string, ttlSeconds?: number): Promise<void>;
  delete(key: string): Promise<void>;
  /**
   * Atomically adds 1 to the counter at `key` (missing counts as 0) and returns
   * the new count with the seconds left before the counter expires. The expiry
   * is set to `ttlSeconds` only when the counter has none (its first increment),
   * so later increments never extend the window.
   */
  incr(key: string, ttlSeconds: number): Promise<{ count: number; ttl: number }>;
}
