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
  /**
   * Optional set operations. A key holds either a value or a set, never both.
   * Sessions kept only in secondary storage (`session.storeInDatabase: false`)
   * need them for the per-user list of sessions; `createAuth` refuses that
   * setting with a store lacking them. Everything else uses get/set/delete/incr.
   *
   * `addMember` adds `member` to the set at `key` and, when `ttlSeconds` is
   * given, (re)sets the expiry of the whole set.
   */
  addMember?(key: string, member: string, ttlSeconds?: number): Promise<void>;
  /** Removes `member` from the set at `key`; a missing set or member is not an error. */
  removeMember?(key: string, member: string): Promise<void>;
  /** The members of the set at `key`, in no particular order; empty when missing or expired. */
  members?(key: string): Promise<string[]>;
}
