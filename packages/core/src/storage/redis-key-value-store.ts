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
 * const auth = createAuth({ secondaryStorage: redisKeyValueStore(new Redis('redis://127.0.0.1:6379')) });
 */
export function redisKeyValueStore(client: RedisEvalClient): KeyValueStore {
  return {
    async get(key) {
      const reply = await client.eval("return redis.call('GET', KEYS[1])", 1, key);
      return typeof reply === 'string' ? reply : null;
    },
    async set(key, value, ttlSeconds) {
      if (ttlSeconds === undefined) await client.eval("redis.call('SET', KEYS[1], ARGV[1])", 1, key, value);
      else await client.eval("redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])", 1, key, value, toMs(ttlSeconds));
    },
    async delete(key) {
      await client.eval("redis.call('DEL', KEYS[1])", 1, key);
    },
    async incr(key, ttlSeconds) {
      const reply = await client.eval(INCR_WITH_TTL, 1, key, toMs(ttlSeconds));
      if (!Array.isArray(reply) || reply.length !== 2) {
        throw new TypeError('redisKeyValueStore: unexpected reply from Redis');
      }
      return { count: Number(reply[0]), ttl: Number(reply[1]) / 1000 };
    },
    async addMember(key, member, ttlSeconds) {
      const args = ttlSeconds === undefined ? [member] : [member, toMs(ttlSeconds)];
      await client.eval(ADD_MEMBER, 1, key, ...args);
    },
    async removeMember(key, member) {
      await client.eval("redis.call('SREM', KEYS[1], ARGV[1])", 1, key, member);
    },
    async members(key) {
      const reply = await client.eval("return redis.call('SMEMBERS', KEYS[1])", 1, key);
      return Array.isArray(reply) ? reply.map(String) : [];
    },
  };
}

const toMs = (seconds: number): number => Math.max(1, Math.ceil(seconds * 1000));
