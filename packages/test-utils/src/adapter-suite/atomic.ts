// Conformance checks for the atomic operations that single-use tokens and counters rely on.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Where } from '../../../core/src/db/adapter.js';
import { widget, type SuiteContext } from './suite-context.js';

const ledgerKey = (value: string): Where[] => [{ field: 'key', value }];

/** Each test of the group starts with one ledger row, key `k` at count 0. */
function seedLedger(db: SuiteContext['db']): void {
  beforeEach(async () => {
    await db().create({ model: 'ledger', data: { id: 'l1', key: 'k', count: 0 } });
  });
}

export function describeConsumeOne({ db, seed }: SuiteContext): void {
  describe('consumeOne', () => {
    it('deletes and returns the matching row, then finds nothing', async () => {
      const [w] = await seed([{ id: 'c1', meta: { once: true } }]);
      const where: Where[] = [{ field: 'slug', value: w!.slug }];
      expect(await db().consumeOne({ model: 'widget', where })).toEqual(w);
      expect(await db().consumeOne({ model: 'widget', where })).toBeNull();
      expect(await db().count({ model: 'widget' })).toBe(0);
    });
    it('takes one row when several match', async () => {
      await seed([{ quantity: 8 }, { quantity: 8 }]);
      expect(await db().consumeOne({ model: 'widget', where: [{ field: 'quantity', value: 8 }] })).not.toBeNull();
      expect(await db().count({ model: 'widget' })).toBe(1);
    });
    it('gives the row to exactly one of 20 simultaneous callers', async () => {
      // Several rounds, since a lost race shows up only some of the time.
      for (let round = 0; round < 5; round++) {
        const [w] = await seed([{ id: `race${round}` }]);
        const where: Where[] = [{ field: 'slug', value: w!.slug }];
        const results = await Promise.all(
          Array.from({ length: 20 }, () => db().consumeOne({ model: 'widget', where })),
        );
        expect(results.filter((r) => r !== null)).toEqual([w]);
      }
    });
  });
}

export function describeIncrementOne({ db }: SuiteContext): void {
  describe('incrementOne', () => {
    seedLedger(db);
    it('adds by, sets other fields in the same statement, and returns the new value', async () => {
      expect(await db().incrementOne({ model: 'ledger', where: ledgerKey('k'), field: 'count' })).toBe(1);
      expect(
        await db().incrementOne({ model: 'ledger', where: ledgerKey('k'), field: 'count', by: 5, set: { label: 'x' } }),
      ).toBe(6);
      expect(await db().findOne({ model: 'ledger', where: ledgerKey('k') })).toEqual({
        id: 'l1',
        key: 'k',
        count: 6,
        label: 'x',
      });
    });
    it('refuses once the value reaches below, and returns null without a row', async () => {
      await db().update({ model: 'ledger', where: ledgerKey('k'), update: { count: 2 } });
      expect(await db().incrementOne({ model: 'ledger', where: ledgerKey('k'), field: 'count', below: 3 })).toBe(3);
      expect(await db().incrementOne({ model: 'ledger', where: ledgerKey('k'), field: 'count', below: 3 })).toBeNull();
      expect(await db().incrementOne({ model: 'ledger', where: ledgerKey('missing'), field: 'count' })).toBeNull();
      expect((await db().findOne<{ count: number }>({ model: 'ledger', where: ledgerKey('k') }))!.count).toBe(3);
    });
    it('lets exactly 10 of 50 simultaneous guarded increments through', async () => {
      const calls = Array.from({ length: 50 }, () =>
        db().incrementOne({ model: 'ledger', where: ledgerKey('k'), field: 'count', below: 10 }),
      );
      const results = await Promise.all(calls);
      expect(results.filter((r) => typeof r === 'number').sort((a, b) => a! - b!)).toEqual([
        1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
      ]);
      expect((await db().findOne<{ count: number }>({ model: 'ledger', where: ledgerKey('k') }))!.count).toBe(10);
    });
  });
}

export function describeLockOne({ db }: SuiteContext): void {
  describe('lockOne', () => {
    seedLedger(db);
    it('answers whether a row matched', async () => {
      expect(await db().transaction((tx) => tx.lockOne({ model: 'ledger', where: ledgerKey('k') }))).toBe(true);
      expect(await db().transaction((tx) => tx.lockOne({ model: 'ledger', where: ledgerKey('missing') }))).toBe(false);
    });
    it('keeps a count-then-create limit exact for 20 simultaneous transactions that lock first', async () => {
      // Each transaction locks the ledger row, counts the widgets, and adds one while
      // fewer than 5 exist: without the lock, several read the same count and pass.
      const LIMIT = 5;
      const attempt = (i: number) =>
        db().transaction(async (tx) => {
          await tx.lockOne({ model: 'ledger', where: ledgerKey('k') });
          if ((await tx.count({ model: 'widget', where: [{ field: 'quantity', value: 77 }] })) >= LIMIT) return false;
          await tx.create({ model: 'widget', data: widget({ quantity: 77, name: `limited ${i}` }) });
          return true;
        });
      const results = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => attempt(i)));
      const added = results.filter((r) => r.status === 'fulfilled' && r.value).length;
      expect(await db().count({ model: 'widget', where: [{ field: 'quantity', value: 77 }] })).toBe(added);
      expect(added).toBe(LIMIT);
    });
  });
}

export function describeClaimMany({ db, seed }: SuiteContext): void {
  describe('claimMany', () => {
    const free: Where[] = [{ field: 'quantity', value: 0 }];
    it('claims up to limit matching rows in order, changing them so they no longer match', async () => {
      await seed([{ name: 'c', quantity: 0 }, { name: 'a', quantity: 0 }, { name: 'b', quantity: 0 }, { name: 'x', quantity: 5 }]);
      const claimed = await db().claimMany!<{ name: string; quantity: number }>({
        model: 'widget',
        where: free,
        update: { quantity: 1 },
        limit: 2,
        sortBy: { field: 'name', direction: 'asc' },
      });
      expect(claimed.map((w) => [w.name, w.quantity])).toEqual([['a', 1], ['b', 1]]);
      expect(await db().claimMany!({ model: 'widget', where: free, update: { quantity: 1 }, limit: 5 })).toHaveLength(1);
      expect(await db().claimMany!({ model: 'widget', where: free, update: { quantity: 1 }, limit: 5 })).toEqual([]);
    });
    it('gives each of 30 rows to exactly one of 10 simultaneous claimers', async () => {
      await seed(Array.from({ length: 30 }, (_, i) => ({ name: `job ${i}`, quantity: 0 })));
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) => db().claimMany!<{ id: string }>({ model: 'widget', where: free, update: { quantity: 100 + i }, limit: 4 })),
      );
      const ids = results.flat().map((w) => w.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.length).toBeLessThanOrEqual(30);
      const rest = await db().claimMany!<{ id: string }>({ model: 'widget', where: free, update: { quantity: 99 }, limit: 30 });
      expect(ids.length + rest.length).toBe(30);
    });
  });
}
