import { describe, it } from 'vitest';
import { describeDatabases, openTestDatabaseAddress, type TestDatabaseAddress } from '../databases.js';
import { openTestRedis, TEST_REDIS_URL } from '../redis.js';

export { TEST_REDIS_URL };

let probe: Promise<string | undefined> | undefined;

/** Why the test Redis cannot be used, or `undefined` when it answers. Probed once per test file. */
export function redisUnavailableReason(): Promise<string | undefined> {
  probe ??= openTestRedis().then((client) => {
    if (client instanceof Error) return client.message || client.name;
    client.disconnect();
    return undefined;
  });
  return probe;
}

/** What a block of instance tests runs on: a dialect, fresh databases of it, and the Redis. */
export interface InstancesTarget {
  dialect: 'postgres' | 'mysql';
  /** A fresh schema (Postgres) or database (MySQL); drop it once its instances are stopped. */
  openAddress(): Promise<TestDatabaseAddress>;
  redisUrl: string;
}

/**
 * Runs a block of tests once on Postgres and once on MySQL, each with the
 * local Redis beside it. A missing server skips its block with a printed
 * reason, or fails it with `CI=true`, as {@link describeDatabases} does.
 *
 * @example
 * describeInstances('sessions across instances', (target) => {
 *   it('...', async () => { const address = await target.openAddress(); ... });
 * });
 */
export function describeInstances(title: string, fn: (target: InstancesTarget) => void): void {
  describe(title, async () => {
    const reason = await redisUnavailableReason();
    if (reason !== undefined && process.env.CI === 'true') {
      it(`connects to Redis at ${TEST_REDIS_URL}`, () => {
        throw new Error(`cannot connect to Redis at ${TEST_REDIS_URL} (${reason})`);
      });
      return;
    }
    if (reason !== undefined) console.warn(`[latchkey] skipping "${title}": cannot connect to Redis at ${TEST_REDIS_URL} (${reason})`);
    const body = (dialect: 'postgres' | 'mysql'): void =>
      fn({ dialect, openAddress: () => openTestDatabaseAddress(dialect), redisUrl: TEST_REDIS_URL });
    describeDatabases(
      'with Redis beside the database',
      (target) => {
        if (target.dialect === 'sqlite') return;
        if (reason === undefined) body(target.dialect);
        else describe.skip('without Redis', () => body(target.dialect as 'postgres' | 'mysql'));
      },
      { dialects: ['postgres', 'mysql'] },
    );
  });
}
