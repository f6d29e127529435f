import type { KeyValueStore } from './secondary-storage.js';

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

/**
 * A `KeyValueStore` over Redis. The client is the caller's: pass an `ioredis`
 * instance (or anything with the same `eval`); this package does not depend on
 * a Redis driver.
 *
 * @example
 * import Redis from 'ioredis';
 * const storage = secondaryStorage(redisKeyValueStore(new Redis('redis://127.0.0.1:6379')));
 */
export function redisKeyValueStore(client: RedisEvalClient): KeyValueStore {
  return {
    async incr(key, ttlSeconds) {
      const ttlMs = Math.max(1, Math.ceil(ttlSeconds * 1000));
      const reply = await client.eval(INCR_WITH_TTL, 1, key, ttlMs);
      if (!Array.isArray(reply) || reply.length !== 2) {
        throw new TypeError('redisKeyValueStore: unexpected reply from Redis');
      }
      return { count: Number(reply[0]), ttl: Number(reply[1]) / 1000 };
    },
  };
}
