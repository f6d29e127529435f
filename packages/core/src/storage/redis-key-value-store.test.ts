import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeRateLimitStorage } from '../rate-limit/rate-limit-storage-suite.js';
import { describeKeyValueStore } from './key-value-store-suite.js';
import { redisKeyValueStore, type RedisEvalClient } from './redis-key-value-store.js';
import { secondaryStorage } from '../rate-limit/secondary-storage.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Connects once; answers null when Redis cannot be reached. */
async function connect(): Promise<Redis | null> {
  const client = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  // Connection failures surface through connect() below; the event would only add noise.
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
    return client;
  } catch (error) {
    client.disconnect();
    // On CI a missing Redis is a broken setup, not a reason to skip.
    if (process.env.CI === 'true') {
      throw new Error(`Redis is required on CI, none at ${REDIS_URL}`, { cause: error });
    }
    return null;
  }
}

const redis = await connect();
if (!redis) {
  console.warn(`Skipping the Redis rate-limit tests: no Redis at ${REDIS_URL} (set CI=true to fail instead).`);
}

describe.skipIf(!redis)('redisKeyValueStore (real Redis)', () => {
  let client: Redis;
  const prefix = `latchkey-test:${randomUUID()}:`;

  beforeAll(() => {
    if (redis) client = redis;
  });

  afterAll(async () => {
    const keys = await client.keys(`${prefix}*`);
    if (keys.length > 0) await client.del(...keys);
    await client.quit();
  });

  describe('the key-value store contract', () => describeKeyValueStore(() => redisKeyValueStore(client), { prefix }));

  describeRateLimitStorage(
    'secondaryStorage over Redis',
    () => secondaryStorage(redisKeyValueStore(client), { prefix }),
    { windowsFollowNow: false },
  );

  it('accepts an ioredis client as it is', () => {
    const asClient: RedisEvalClient = client;
    expect(asClient).toBe(client);
  });

  it('sets the expiry on the first increment only', async () => {
    const store = redisKeyValueStore(client);
    const key = `${prefix}${randomUUID()}`;
    const first = await store.incr(key, 60);
    expect(first.count).toBe(1);
    expect(first.ttl).toBeGreaterThan(0);
    expect(first.ttl).toBeLessThanOrEqual(60);
    await client.pexpire(key, 5_000);
    const second = await store.incr(key, 60);
    expect(second.count).toBe(2);
    expect(second.ttl).toBeLessThanOrEqual(5);
  });

  it('repairs a counter that has no expiry', async () => {
    const store = redisKeyValueStore(client);
    const key = `${prefix}${randomUUID()}`;
    await client.set(key, '7');
    const result = await store.incr(key, 30);
    expect(result.count).toBe(8);
    expect(await client.pttl(key)).toBeGreaterThan(0);
  });

  it('starts a new window once the counter has expired', async () => {
    const storage = secondaryStorage(redisKeyValueStore(client), { prefix });
    const key = randomUUID();
    const rule = { window: 60, max: 1 };
    expect((await storage.hit(key, rule, Date.now())).allowed).toBe(true);
    expect((await storage.hit(key, rule, Date.now())).allowed).toBe(false);
    // Expire it now rather than wait: the window is Redis's own TTL.
    await client.del(`${prefix}${key}`);
    expect((await storage.hit(key, rule, Date.now())).allowed).toBe(true);
  });
});
