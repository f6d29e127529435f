import { afterAll, beforeAll } from 'vitest';
import type { TestDatabaseAddress } from '../databases.js';
import type { InstancesTarget } from './describe-instances.js';
import { startInstances, type Instances, type InstancesOptions } from './start-instances.js';

/** A group started for a block of tests, and its database. */
export interface UsedInstances {
  instances: Instances;
  address: TestDatabaseAddress;
}

/**
 * Starts a group of instances on a fresh database before the block's tests
 * and stops it (dropping the database and the Redis keys) after them.
 *
 * @example
 * const group = useInstances(target, { count: 3, rateLimitStorage: 'secondary', cookieCache: true, redis: true });
 * it('...', () => { const client = instanceClient(group().instances.origins); });
 */
export function useInstances(
  target: InstancesTarget,
  options: Omit<InstancesOptions, 'database' | 'redisUrl'> & { redis: boolean },
): () => UsedInstances {
  let used: UsedInstances | undefined;
  beforeAll(async () => {
    const address = await target.openAddress();
    const { redis, ...rest } = options;
    try {
      used = { address, instances: await startInstances({ ...rest, database: address, ...(redis ? { redisUrl: target.redisUrl } : {}) }) };
    } catch (error) {
      await address.drop();
      throw error;
    }
  }, 120_000);
  afterAll(async () => {
    if (!used) return;
    await used.instances.close();
    await used.address.drop();
  });
  return () => {
    if (!used) throw new Error('the instances did not start');
    return used;
  };
}
