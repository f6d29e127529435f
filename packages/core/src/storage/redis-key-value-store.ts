import type { KeyValueStore } from './key-value-store.js';

/**
 * The part of a Redis client this store needs; `ioredis` clients (single node
 * or cluster) satisfy it as they are.
 */
export interface RedisEvalClient {
  eval(script: string, numKeys: number, ...args: (string | number)[]): Promise<unknown>;
}

/**
 * INCR, then give the key an expiry if it has none, then read what is left, all
 * in one script so no other command runs in between. Checking PTTL instead of
 * `PEXPIRE ... NX` works on Redis before 7 and also repairs a key that somehow
 * lost its expiry, which would otherwise block its client forever.
 */
const INCR_WITH_TTL = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }
`;

/** SADD, then (re)set the expiry of the set when one is given. */
const ADD_MEMBER = `
redis.call('SADD', KEYS[1], ARGV[1])
if ARGV[2] then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
`;

export interface RedisKeyValueStoreOptions {
  /** Prepended to every key, to share one Redis database between apps. Defaults to none. */
  prefix?: string;
}

/**
 * A `KeyValueStore` over Redis, each operation one script call. The client is the caller's: pass an `ioredis`
 * instance (or anything with the same `eval`); this package does not depend on
 * a Redis driver.
 *
 * Build the client to fail fast when Redis is down, or every call waits for
 * the reconnection: `enableOfflineQueue: false` refuses commands at once while
 * disconnected, `maxRetriesPerRequest: 1` stops retrying a command, and
 * `commandTimeout` bounds one command. Latchkey also gives up on any call after
 * `secondaryStorageTimeout` (1000 ms by default); see docs/deploying.md.
 *
 * @example
 * import Redis from 'ioredis';
 * const redis = new Redis(process.env.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: 500 });
 * const auth = createAuth({ secondaryStorage: redisKeyValueStore(redis, { prefix: 'my-app:' }) });
 */
export function redisKeyValueStore(client: RedisEvalClient, options: RedisKeyValueStoreOptions = {}): KeyValueStore {
  const prefix = options.prefix ?? '';
  const run = (script: string, key: string, ...args: (string | number)[]): Promise<unknown> =>
    client.eval(script, 1, prefix + key, ...args);
  return {
    async get(key) {
      const reply = await run("return redis.call('GET', KEYS[1])", key);
      return typeof reply === 'string' ? reply : null;
    },
    async set(key, value, ttlSeconds) {
      if (ttlSeconds === undefined) await run("redis.call('SET', KEYS[1], ARGV[1])", key, value);
      else await run("redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])", key, value, toMs(ttlSeconds));
    },
    async delete(key) {
      await run("redis.call('DEL', KEYS[1])", key);
    },
    async incr(key, ttlSeconds) {
      const reply = await run(INCR_WITH_TTL, key, toMs(ttlSeconds));
      if (!Array.isArray(reply) || reply.length !== 2) {
        throw new TypeError('redisKeyValueStore: unexpected reply from Redis');
      }
      return { count: Number(reply[0]), ttl: Number(reply[1]) / 1000 };
    },
    async addMember(key, member, ttlSeconds) {
      const args = ttlSeconds === undefined ? [member] : [member, toMs(ttlSeconds)];
      await run(ADD_MEMBER, key, ...args);
    },
    async removeMember(key, member) {
      await run("redis.call('SREM', KEYS[1], ARGV[1])", key, member);
    },
    async members(key) {
      const reply = await run("return redis.call('SMEMBERS', KEYS[1])", key);
      return Array.isArray(reply) ? reply.map(String) : [];
    },
  };
}

const toMs = (seconds: number): number => Math.max(1, Math.ceil(seconds * 1000));
