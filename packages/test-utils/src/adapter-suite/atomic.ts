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
