import type { KeyValueStore } from './key-value-store.js';

interface Entry {
  value: string;
  /** Present when the key holds a set rather than a value. */
  set?: Set<string>;
  /** ms since epoch; Infinity for no expiry. */
  expiresAt: number;
}

export interface MemoryKeyValueStoreOptions {
  /** Most keys kept; the oldest written key is dropped beyond it. Defaults to 100 000. */
  maxKeys?: number;
  /** The clock, for tests. Defaults to `Date.now`. */
  now?: () => number;
}

/**
 * A `KeyValueStore` in this process's memory: the default, right for one
 * instance. Expired keys are dropped when read and when the store is full, so
 * there are no timers. Every operation is synchronous inside, which makes
 * `incr` atomic in a single-threaded process.
 *
 * @example
 * const auth = createAuth({ secondaryStorage: memoryKeyValueStore({ maxKeys: 50_000 }) });
 */
export function memoryKeyValueStore(options: MemoryKeyValueStoreOptions = {}): KeyValueStore {
  const maxKeys = options.maxKeys ?? 100_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const live = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const write = (key: string, entry: Entry): void => {
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > maxKeys) entries.delete(entries.keys().next().value as string);
  };
  return {
    get: async (key) => live(key)?.value ?? null,
    async set(key, value, ttlSeconds) {
      write(key, { value, expiresAt: ttlSeconds === undefined ? Infinity : now() + ttlSeconds * 1000 });
    },
    async delete(key) {
      entries.delete(key);
    },
    async incr(key, ttlSeconds) {
      const entry = live(key);
      const expiresAt = entry?.expiresAt ?? now() + ttlSeconds * 1000;
      const count = Number(entry?.value ?? 0) + 1;
      if (entry) entry.value = String(count);
      else write(key, { value: String(count), expiresAt });
      return { count, ttl: expiresAt === Infinity ? ttlSeconds : (expiresAt - now()) / 1000 };
    },
    async addMember(key, member, ttlSeconds) {
      const entry = live(key);
      const set = entry?.set ?? new Set<string>();
      set.add(member);
      const expiresAt = ttlSeconds === undefined ? (entry?.expiresAt ?? Infinity) : now() + ttlSeconds * 1000;
      write(key, { value: '', set, expiresAt });
    },
    async removeMember(key, member) {
      const set = live(key)?.set;
      set?.delete(member);
      if (set?.size === 0) entries.delete(key);
    },
    members: async (key) => [...(live(key)?.set ?? [])],
  };
}
