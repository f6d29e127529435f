import { randomUUID } from 'node:crypto';
import type Redis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectTestRedis } from '@latchkey/test-utils/redis';
import { describeRateLimitStorage } from '@latchkey/test-utils/rate-limit-storage-suite';
import { describeKeyValueStore } from '@latchkey/test-utils/key-value-store-suite';
import { redisKeyValueStore, type RedisEvalClient } from './redis-key-value-store.js';
import { secondaryStorage } from '../rate-limit/secondary-storage.js';

const redis = await connectTestRedis('redisKeyValueStore');

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

  it('puts every key, values and sets alike, under the prefix option', async () => {
    const store = redisKeyValueStore(client, { prefix });
    await store.set('plain', 'v', 60);
    await store.addMember!('members', 'm', 60);
    expect(await client.get(`${prefix}plain`)).toBe('v');
    expect(await client.smembers(`${prefix}members`)).toEqual(['m']);
    expect(await client.exists('plain', 'members')).toBe(0);
  });

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
