import { describe, expect, it } from 'vitest';
import {
  UniqueConstraintError,
  type DatabaseAdapter,
  type IncrementArgs,
  type Row,
  type UpdateArgs,
  type Where,
} from '../db/adapter.js';
import { databaseStorage } from './database-storage.js';
import { describeRateLimitStorage } from '@latchkey/test-utils/rate-limit-storage-suite';

/**
 * Just enough of the contract for the rateLimit table, in memory. Each call
 * yields before acting, so concurrent hits interleave between statements the
 * way they do against a real database, while each statement stays atomic.
 */
function contractAdapter(): DatabaseAdapter & { rows: Map<string, Row> } {
  const rows = new Map<string, Row>();
  const tick = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
  const matches = (row: Row, where: readonly Where[]): boolean =>
    where.every(({ field, operator = 'eq', value }) => {
      const actual = row[field] as number;
      if (operator === 'eq') return actual === value;
      if (operator === 'gt') return actual > (value as number);
      if (operator === 'lte') return actual <= (value as number);
      throw new Error(`operator ${operator} not supported by the test adapter`);
    });
  const find = (where: readonly Where[]): Row | undefined => [...rows.values()].find((row) => matches(row, where));
  const unsupported = (): never => {
    throw new Error('not supported by the test adapter');
  };
  return {
    id: 'contract-test',
    rows,
    async create({ data }) {
      await tick();
      if (rows.has(data.key as string)) throw new UniqueConstraintError('rateLimit');
      rows.set(data.key as string, { ...data });
      return { ...data } as never;
    },
    async findOne({ where }) {
      await tick();
      const row = find(where);
      return (row ? { ...row } : null) as never;
    },
    async updateMany({ where, update }: UpdateArgs) {
      await tick();
      const matched = [...rows.values()].filter((row) => matches(row, where));
      for (const row of matched) Object.assign(row, update);
      return matched.length;
    },
    async incrementOne({ where, field, by = 1, below, set }: IncrementArgs) {
      await tick();
      const row = find(where);
      if (!row || (below !== undefined && !((row[field] as number) < below))) return null;
      row[field] = (row[field] as number) + by;
      Object.assign(row, set);
      return row[field] as number;
    },
    findMany: unsupported,
    count: unsupported,
    update: unsupported,
    delete: unsupported,
    deleteMany: unsupported,
    consumeOne: unsupported,
    lockOne: unsupported,
    transaction: unsupported,
  };
}

describeRateLimitStorage('databaseStorage (contract)', () => databaseStorage(contractAdapter()), {
  windowsFollowNow: true,
});

describe('databaseStorage (contract)', () => {
  const rule = { window: 60, max: 2 };

  it('keeps the window start in lastRequest and does not move it per request', async () => {
    const adapter = contractAdapter();
    const storage = databaseStorage(adapter);
    await storage.hit('k', rule, 1_000);
    await storage.hit('k', rule, 5_000);
    expect(adapter.rows.get('k')).toEqual({ key: 'k', count: 2, lastRequest: 1_000 });
    expect(await storage.hit('k', rule, 6_000)).toEqual({ allowed: false, retryAfter: 55, remaining: 0 });
  });

  it('lets a steady client below the limit through indefinitely', async () => {
    const storage = databaseStorage(contractAdapter());
    for (let t = 0; t < 100; t++) {
      expect((await storage.hit('k', rule, t * 40_000)).allowed).toBe(true);
    }
  });

  it('resets an expired window exactly once when hits race for it', async () => {
    const adapter = contractAdapter();
    const storage = databaseStorage(adapter);
    await storage.hit('k', rule, 0);
    await storage.hit('k', rule, 0);
    const results = await Promise.all(Array.from({ length: 10 }, () => storage.hit('k', rule, 60_000)));
    expect(results.filter((r) => r.allowed)).toHaveLength(2);
    expect(adapter.rows.get('k')).toEqual({ key: 'k', count: 2, lastRequest: 60_000 });
  });

  it('never asks for a wait longer than the window when clocks disagree', async () => {
    const storage = databaseStorage(contractAdapter());
    await storage.hit('k', { window: 60, max: 1 }, 500_000);
    expect(await storage.hit('k', { window: 60, max: 1 }, 0)).toEqual({ allowed: false, retryAfter: 60, remaining: 0 });
  });

  it('passes on database errors other than a unique violation', async () => {
    const adapter = contractAdapter();
    adapter.create = () => Promise.reject(new Error('disk full'));
    await expect(databaseStorage(adapter).hit('k', rule, 0)).rejects.toThrow('disk full');
  });
});
