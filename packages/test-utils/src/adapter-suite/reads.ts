// Conformance checks for reading: create, findOne, findMany, count, where clauses and type round-trips.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Row, Where } from '../../../core/src/db/adapter.js';
import { at, widget, type SuiteContext } from './suite-context.js';

export function describeCreateAndRead({ db }: SuiteContext): void {
  describe('create and read', () => {
    it('creates a row, applies defaults, and returns it with logical names', async () => {
      const row = await db().create({ model: 'widget', data: widget({ id: 'w1', name: 'Alpha' }) });
      expect(row).toMatchObject({ id: 'w1', name: 'Alpha', quantity: 1, active: false, meta: null, note: null });
      expect(row).not.toHaveProperty('widget_name');
      expect(row).not.toHaveProperty('is_active');
      expect(await db().findOne({ model: 'widget', where: [{ field: 'id', value: 'w1' }] })).toEqual(row);
    });
    it('generates an id when none is given', async () => {
      const row = await db().create<{ id: string }>({ model: 'widget', data: widget() });
      expect(typeof row.id).toBe('string');
      expect(row.id.length).toBeGreaterThan(8);
    });
    it('returns null when nothing matches', async () => {
      expect(await db().findOne({ model: 'widget', where: [{ field: 'id', value: 'missing' }] })).toBeNull();
    });
    it('works on a table renamed through customization', async () => {
      await db().create({ model: 'owner', data: { id: 'o1', name: 'Ada', email: 'ada@example.com' } });
      const found = await db().findOne({ model: 'owner', where: [{ field: 'email', value: 'ada@example.com' }] });
      expect(found).toEqual({ id: 'o1', name: 'Ada', email: 'ada@example.com' });
    });
  });
}

export function describeFindManyAndCount({ db, seed }: SuiteContext): void {
  describe('findMany and count', () => {
    it('sorts, limits and offsets', async () => {
      await seed([
        { name: 'c', quantity: 3 },
        { name: 'a', quantity: 1 },
        { name: 'b', quantity: 2 },
        { name: 'd', quantity: 4 },
      ]);
      const page = async (args: object): Promise<string[]> =>
        (await db().findMany<{ name: string }>({ model: 'widget', ...args })).map((w) => w.name);
      expect(await page({ sortBy: { field: 'quantity', direction: 'asc' } })).toEqual(['a', 'b', 'c', 'd']);
      expect(await page({ sortBy: { field: 'name', direction: 'desc' } })).toEqual(['d', 'c', 'b', 'a']);
      expect(await page({ sortBy: { field: 'name', direction: 'asc' }, limit: 2 })).toEqual(['a', 'b']);
      expect(await page({ sortBy: { field: 'name', direction: 'asc' }, limit: 2, offset: 1 })).toEqual(['b', 'c']);
      expect(await page({ sortBy: { field: 'name', direction: 'asc' }, offset: 3 })).toEqual(['d']);
    });
    it('counts all rows and matching rows', async () => {
      await seed([{ quantity: 1 }, { quantity: 5 }, { quantity: 9 }]);
      expect(await db().count({ model: 'widget' })).toBe(3);
      expect(await db().count({ model: 'widget', where: [{ field: 'quantity', operator: 'gt', value: 2 }] })).toBe(2);
    });
  });
}

/** Four widgets, a to d, that the where tests filter. */
const whereRows: Row[] = [
  { name: 'a', quantity: 1, note: '50%_off', launchedAt: at('2024-01-01T00:00:00.001Z') },
  { name: 'b', quantity: 2, note: '50xxoff', launchedAt: at('2024-01-01T00:00:00.002Z') },
  { name: 'c', quantity: 3, note: null, launchedAt: at('2024-01-01T00:00:00.003Z'), active: true },
  { name: 'd', quantity: 4, note: 'a!b\\c', launchedAt: at('2024-01-01T00:00:00.004Z'), active: true },
];

export function describeWhere({ seed, names }: SuiteContext): void {
  describe('where operators', () => {
    beforeEach(async () => {
      await seed(whereRows);
    });
    it('compares with eq, ne, lt, lte, gt, gte', async () => {
      expect(await names([{ field: 'quantity', value: 2 }])).toEqual(['b']);
      expect(await names([{ field: 'quantity', operator: 'ne', value: 2 }])).toEqual(['a', 'c', 'd']);
      expect(await names([{ field: 'quantity', operator: 'lt', value: 2 }])).toEqual(['a']);
      expect(await names([{ field: 'quantity', operator: 'lte', value: 2 }])).toEqual(['a', 'b']);
      expect(await names([{ field: 'quantity', operator: 'gt', value: 3 }])).toEqual(['d']);
      expect(await names([{ field: 'quantity', operator: 'gte', value: 3 }])).toEqual(['c', 'd']);
    });
    it('compares dates to the millisecond and booleans', async () => {
      expect(await names([{ field: 'launchedAt', operator: 'gt', value: at('2024-01-01T00:00:00.002Z') }])).toEqual([
        'c',
        'd',
      ]);
      expect(await names([{ field: 'launchedAt', value: at('2024-01-01T00:00:00.003Z') }])).toEqual(['c']);
      expect(await names([{ field: 'active', value: true }])).toEqual(['c', 'd']);
      expect(await names([{ field: 'active', value: false }])).toEqual(['a', 'b']);
    });
    it('matches null with eq and ne, and ne keeps null rows', async () => {
      expect(await names([{ field: 'note', value: null }])).toEqual(['c']);
      expect(await names([{ field: 'note', operator: 'ne', value: null }])).toEqual(['a', 'b', 'd']);
      expect(await names([{ field: 'note', operator: 'ne', value: '50xxoff' }])).toEqual(['a', 'c', 'd']);
    });
    it('filters with in and not_in, including empty lists', async () => {
      expect(await names([{ field: 'name', operator: 'in', value: ['a', 'c', 'zz'] }])).toEqual(['a', 'c']);
      expect(await names([{ field: 'name', operator: 'in', value: [] }])).toEqual([]);
      expect(await names([{ field: 'quantity', operator: 'not_in', value: [1, 4] }])).toEqual(['b', 'c']);
      expect(await names([{ field: 'quantity', operator: 'not_in', value: [] }])).toEqual(['a', 'b', 'c', 'd']);
    });
    it('treats LIKE wildcards in contains, starts_with and ends_with as text', async () => {
      expect(await names([{ field: 'note', operator: 'contains', value: '%_' }])).toEqual(['a']);
      expect(await names([{ field: 'note', operator: 'starts_with', value: '50%' }])).toEqual(['a']);
      expect(await names([{ field: 'note', operator: 'ends_with', value: '_off' }])).toEqual(['a']);
      expect(await names([{ field: 'note', operator: 'contains', value: 'xx' }])).toEqual(['b']);
      expect(await names([{ field: 'note', operator: 'contains', value: '!b\\' }])).toEqual(['d']);
      expect(await names([{ field: 'note', operator: 'starts_with', value: '50' }])).toEqual(['a', 'b']);
    });
  });
}

export function describeWhereCombinations({ db, seed, names }: SuiteContext): void {
  describe('where connectors and shapes', () => {
    beforeEach(async () => {
      await seed(whereRows);
    });
    it('joins clauses with AND and OR, AND binding tighter', async () => {
      const aOrBAndActive: Where[] = [
        { field: 'name', value: 'a' },
        { field: 'name', value: 'd', connector: 'OR' },
        { field: 'active', value: true, connector: 'AND' },
      ];
      expect(await names(aOrBAndActive)).toEqual(['a', 'd']);
      const both: Where[] = [
        { field: 'quantity', operator: 'gt', value: 1 },
        { field: 'active', value: false },
      ];
      expect(await names(both)).toEqual(['b']);
      const either: Where[] = [
        { field: 'quantity', value: 1 },
        { field: 'quantity', value: 3, connector: 'OR' },
      ];
      expect(await names(either)).toEqual(['a', 'c']);
    });
    it('findOne answers each value of a repeated query shape', async () => {
      const one = async (where: Where[]): Promise<unknown> =>
        (await db().findOne<{ name: string }>({ model: 'widget', where }))?.name ?? null;
      for (const name of ['a', 'b', 'zz', 'd']) {
        expect(await one([{ field: 'name', value: name }])).toBe(name === 'zz' ? null : name);
      }
      expect(await one([{ field: 'note', value: null }])).toBe('c');
      expect(await one([{ field: 'note', value: '50xxoff' }])).toBe('b');
      expect(await one([{ field: 'name', operator: 'in', value: ['zz', null, 'd'] }])).toBe('d');
      expect(await one([{ field: 'name', operator: 'in', value: ['zz', 'b', 'yy'] }])).toBe('b');
      expect(await one([{ field: 'launchedAt', value: at('2024-01-01T00:00:00.004Z') }])).toBe('d');
      expect(await one([{ field: 'launchedAt', value: at('2024-01-01T00:00:00.001Z') }])).toBe('a');
    });
    it('filters through remapped column names', async () => {
      expect(await names([{ field: 'name', operator: 'starts_with', value: 'b' }])).toEqual(['b']);
    });
  });
}

export function describeTypes({ db, names }: SuiteContext): void {
  describe('types', () => {
    const roundTrip = async (data: Row): Promise<Row> => {
      const created = await db().create({ model: 'widget', data: widget(data) });
      const read = await db().findOne<Row>({ model: 'widget', where: [{ field: 'id', value: created.id }] });
      expect(read).toEqual(created);
      return read!;
    };
    it('keeps dates to the millisecond, whatever zone they were written in', async () => {
      const row = await roundTrip({ launchedAt: new Date('2024-03-10T12:34:56.789+05:30') });
      expect(row.launchedAt).toBeInstanceOf(Date);
      expect((row.launchedAt as Date).toISOString()).toBe('2024-03-10T07:04:56.789Z');
      const late = await roundTrip({ launchedAt: new Date('1999-12-31T23:59:59.999-08:00') });
      expect((late.launchedAt as Date).getTime()).toBe(Date.UTC(2000, 0, 1, 7, 59, 59, 999));
    });
    it('keeps booleans', async () => {
      expect((await roundTrip({ active: true })).active).toBe(true);
      expect((await roundTrip({ active: false })).active).toBe(false);
    });
    it('keeps JSON objects, arrays and nulls inside them', async () => {
      const meta = { tags: ['a', 'b'], nested: { n: 1.5, ok: true, none: null }, text: 'ünï 🔑' };
      expect((await roundTrip({ meta })).meta).toEqual(meta);
      expect((await roundTrip({ meta: [1, 'two', { three: 3 }] })).meta).toEqual([1, 'two', { three: 3 }]);
    });
    it('keeps unicode text: emoji, right-to-left, combining marks', async () => {
      const name = 'Ключ 🔐👩🏽‍💻 مفتاح עברית e\u0301 漢字';
      expect((await roundTrip({ name })).name).toBe(name);
      expect(await names([{ field: 'name', value: name }])).toEqual([name]);
    });
    it('keeps large and negative numbers as numbers', async () => {
      const row = await roundTrip({ big: Number.MAX_SAFE_INTEGER, quantity: 2_147_483_647 });
      expect(row.big).toBe(Number.MAX_SAFE_INTEGER);
      expect(row.quantity).toBe(2_147_483_647);
      expect((await roundTrip({ big: -Number.MAX_SAFE_INTEGER, quantity: -5 })).big).toBe(-Number.MAX_SAFE_INTEGER);
      expect(typeof (await db().count({ model: 'widget' }))).toBe('number');
    });
  });
}
