/**
 * The conformance suite every `DatabaseAdapter` runs. It brings its own tables
 * (remapped table and column names, every field type, a unique field, a join
 * target and a counter table) and checks each method of the contract, type
 * round-trips and the atomicity promises under real concurrency.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseAdapter, Row, Where } from '../../core/src/db/adapter.js';
import { resolveSchema, type ResolvedSchema } from '../../core/src/db/resolve-schema.js';
import type { SchemaDefinition } from '../../core/src/db/schema-types.js';

export interface AdapterSuiteSubject {
  adapter: DatabaseAdapter;
  /** Empties the suite's tables; runs before every test. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

export interface AdapterSuiteOptions {
  name: string;
  /** Creates the tables of `schema` and an adapter over them. */
  create(context: { schema: ResolvedSchema }): Promise<AdapterSuiteSubject>;
}

/**
 * The suite's tables. Physical names carry a random prefix so that two runs on one
 * database never collide.
 *
 * @example
 * const schema = adapterSuiteSchema('lk_1234_');
 * schema.widget.table; // 'lk_1234_widgets'
 */
export function adapterSuiteSchema(prefix: string): ResolvedSchema {
  const tables = {
    owner: {
      fields: { name: { type: 'string' }, email: { type: 'string', unique: true, maxLength: 191 } },
    },
    widget: {
      modelName: `${prefix}widgets`,
      fields: {
        name: { type: 'string', fieldName: 'widget_name' },
        slug: { type: 'string', unique: true, maxLength: 191 },
        quantity: { type: 'number' },
        big: { type: 'number', bigint: true, required: false },
        active: { type: 'boolean', defaultValue: false, fieldName: 'is_active' },
        launchedAt: { type: 'date', fieldName: 'launched_at' },
        meta: { type: 'json', required: false },
        note: { type: 'string', required: false },
        ownerId: {
          type: 'string',
          required: false,
          maxLength: 191,
          references: { model: 'owner', field: 'id', onDelete: 'set null' },
        },
      },
    },
    ledger: {
      modelName: `${prefix}ledger`,
      fields: {
        key: { type: 'string', unique: true, maxLength: 191 },
        count: { type: 'number' },
        label: { type: 'string', required: false },
      },
    },
  } satisfies SchemaDefinition;
  // The owner table is renamed through customization, the way users rename tables.
  return resolveSchema([tables], { owner: { modelName: `${prefix}owners`, fields: { email: 'email_address' } } });
}

const at = (iso: string): Date => new Date(iso);

/** A widget with every required field, overridable. */
function widget(overrides: Row = {}): Row {
  return {
    name: 'Widget',
    slug: `w-${randomBytes(6).toString('hex')}`,
    quantity: 1,
    launchedAt: at('2024-05-01T10:00:00.123Z'),
    ...overrides,
  };
}

/**
 * Runs the conformance suite against an adapter factory.
 *
 * @example
 * runAdapterSuite({ name: 'memory', create: async ({ schema }) => ({ adapter: memoryAdapter(schema), reset, close }) });
 */
export function runAdapterSuite(options: AdapterSuiteOptions): void {
  describe(`adapter conformance: ${options.name}`, () => {
    const schema = adapterSuiteSchema(`lk${randomBytes(3).toString('hex')}_`);
    let subject: AdapterSuiteSubject | undefined;
    beforeAll(async () => {
      subject = await options.create({ schema });
    });
    afterAll(async () => {
      await subject?.close();
    });
    beforeEach(async () => {
      await subject!.reset();
    });
    const t = suiteContext(() => subject!.adapter);

    describeCreateAndRead(t);
    describeFindManyAndCount(t);
    describeWhere(t);
    describeWhereCombinations(t);
    describeTypes(t);
    describeUpdateAndDelete(t);
    describeUniqueConstraints(t);
    describeJoin(t);
    describeTransaction(t);
    describeConsumeOne(t);
    describeIncrementOne(t);
  });
}

interface SuiteContext {
  db(): DatabaseAdapter;
  /** Creates widgets in order and returns them as created. */
  seed(rows: Row[]): Promise<Row[]>;
  /** The names of the widgets matching `where`, sorted. */
  names(where: Where[]): Promise<string[]>;
}

function suiteContext(db: () => DatabaseAdapter): SuiteContext {
  return {
    db,
    async seed(rows) {
      const created: Row[] = [];
      for (const row of rows) created.push(await db().create({ model: 'widget', data: widget(row) }));
      return created;
    },
    async names(where) {
      const rows = await db().findMany<{ name: string }>({
        model: 'widget',
        where,
        sortBy: { field: 'name', direction: 'asc' },
      });
      return rows.map((w) => w.name);
    },
  };
}

function describeCreateAndRead({ db }: SuiteContext): void {
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

function describeFindManyAndCount({ db, seed }: SuiteContext): void {
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

function describeWhere({ seed, names }: SuiteContext): void {
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

function describeWhereCombinations({ db, seed, names }: SuiteContext): void {
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

function describeTypes({ db, names }: SuiteContext): void {
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

function describeUpdateAndDelete({ db, seed }: SuiteContext): void {
  describe('update and delete', () => {
    it('updates the first matching row and returns it', async () => {
      await seed([{ id: 'u1', name: 'one' }]);
      const updated = await db().update({
        model: 'widget',
        where: [{ field: 'id', value: 'u1' }],
        update: { name: 'uno', active: true, meta: { v: 2 } },
      });
      expect(updated).toMatchObject({ id: 'u1', name: 'uno', active: true, meta: { v: 2 } });
      expect(await db().findOne({ model: 'widget', where: [{ field: 'id', value: 'u1' }] })).toEqual(updated);
      expect(
        await db().update({ model: 'widget', where: [{ field: 'id', value: 'none' }], update: { name: 'x' } }),
      ).toBeNull();
    });
    it('updates only one row when several match', async () => {
      await seed([{ name: 'same' }, { name: 'same' }]);
      await db().update({ model: 'widget', where: [{ field: 'name', value: 'same' }], update: { quantity: 7 } });
      expect(await db().count({ model: 'widget', where: [{ field: 'quantity', value: 7 }] })).toBe(1);
    });
    it('clears optional fields with null', async () => {
      await seed([{ id: 'n1', note: 'x', meta: { a: 1 } }]);
      const row = await db().update({
        model: 'widget',
        where: [{ field: 'id', value: 'n1' }],
        update: { note: null, meta: null },
      });
      expect(row).toMatchObject({ note: null, meta: null });
    });
    it('updateMany returns how many rows matched, already-equal ones included', async () => {
      await seed([{ quantity: 1 }, { quantity: 1 }, { quantity: 5 }, { quantity: 2 }]);
      const where: Where[] = [{ field: 'quantity', operator: 'in', value: [1, 5] }];
      expect(await db().updateMany({ model: 'widget', where, update: { quantity: 5 } })).toBe(3);
      expect(await db().count({ model: 'widget', where: [{ field: 'quantity', value: 5 }] })).toBe(3);
    });
    it('delete removes matching rows; deleteMany says how many', async () => {
      await seed([{ id: 'd1', quantity: 1 }, { quantity: 2 }, { quantity: 2 }, { quantity: 3 }]);
      await db().delete({ model: 'widget', where: [{ field: 'id', value: 'd1' }] });
      expect(await db().count({ model: 'widget' })).toBe(3);
      expect(await db().deleteMany({ model: 'widget', where: [{ field: 'quantity', value: 2 }] })).toBe(2);
      expect(await db().deleteMany({ model: 'widget', where: [{ field: 'quantity', value: 2 }] })).toBe(0);
      expect(await db().count({ model: 'widget' })).toBe(1);
    });
  });
}

function describeUniqueConstraints({ db, seed }: SuiteContext): void {
  describe('unique constraints', () => {
    const isUniqueError = (model: string) => expect.objectContaining({ name: 'UniqueConstraintError', model });
    it('turns a duplicate unique field into UniqueConstraintError', async () => {
      await seed([{ slug: 'taken' }]);
      await expect(db().create({ model: 'widget', data: widget({ slug: 'taken' }) })).rejects.toEqual(
        isUniqueError('widget'),
      );
    });
    it('turns a duplicate id into UniqueConstraintError', async () => {
      await seed([{ id: 'dup' }]);
      await expect(db().create({ model: 'widget', data: widget({ id: 'dup' }) })).rejects.toEqual(
        isUniqueError('widget'),
      );
    });
    it('turns a duplicate through update into UniqueConstraintError', async () => {
      await seed([
        { id: 'x1', slug: 'one' },
        { id: 'x2', slug: 'two' },
      ]);
      const update = db().update({ model: 'widget', where: [{ field: 'id', value: 'x2' }], update: { slug: 'one' } });
      await expect(update).rejects.toEqual(isUniqueError('widget'));
    });
  });
}

function describeJoin({ db, seed }: SuiteContext): void {
  describe('join', () => {
    it('returns the joined row nested under its alias, in one call', async () => {
      await db().create({ model: 'owner', data: { id: 'o1', name: 'Ada', email: 'ada@example.com' } });
      const [w] = await seed([{ id: 'j1', ownerId: 'o1', active: true, meta: { k: 'v' } }]);
      const join = { owner: { model: 'owner', from: 'ownerId', to: 'id' } };
      const found = await db().findOne<Row>({ model: 'widget', where: [{ field: 'slug', value: w!.slug }], join });
      expect(found).toEqual({ ...w, owner: { id: 'o1', name: 'Ada', email: 'ada@example.com' } });
      expect((found!.launchedAt as Date).getTime()).toBe((w!.launchedAt as Date).getTime());
    });
    it('gives null for a missing joined row and null for no base row', async () => {
      const [w] = await seed([{ id: 'j2', ownerId: null }]);
      const join = { owner: { model: 'owner', from: 'ownerId', to: 'id' } };
      expect(await db().findOne({ model: 'widget', where: [{ field: 'id', value: 'j2' }], join })).toEqual({
        ...w,
        owner: null,
      });
      expect(await db().findOne({ model: 'widget', where: [{ field: 'id', value: 'none' }], join })).toBeNull();
    });
  });
}

function describeTransaction({ db, seed }: SuiteContext): void {
  describe('transaction', () => {
    it('commits what the callback wrote and returns its result', async () => {
      const result = await db().transaction(async (tx) => {
        await tx.create({ model: 'widget', data: widget({ id: 't1' }) });
        expect(await tx.count({ model: 'widget' })).toBe(1);
        return 'done';
      });
      expect(result).toBe('done');
      expect(await db().count({ model: 'widget' })).toBe(1);
    });
    it('rolls everything back on a throw, nested calls included', async () => {
      await seed([{ id: 'keep', quantity: 1 }]);
      const failing = db().transaction(async (tx) => {
        await tx.create({ model: 'widget', data: widget({ id: 't2' }) });
        await tx.update({ model: 'widget', where: [{ field: 'id', value: 'keep' }], update: { quantity: 99 } });
        await tx.transaction(async (inner) => {
          await inner.create({ model: 'widget', data: widget({ id: 't3' }) });
        });
        throw new Error('boom');
      });
      await expect(failing).rejects.toThrow('boom');
      expect(await db().findMany({ model: 'widget' })).toEqual([expect.objectContaining({ id: 'keep', quantity: 1 })]);
    });
    it('rolls back when a write inside violates a unique constraint', async () => {
      await seed([{ slug: 'taken' }]);
      const failing = db().transaction(async (tx) => {
        await tx.create({ model: 'widget', data: widget({ id: 't4' }) });
        await tx.create({ model: 'widget', data: widget({ slug: 'taken' }) });
      });
      await expect(failing).rejects.toMatchObject({ name: 'UniqueConstraintError' });
      expect(await db().count({ model: 'widget' })).toBe(1);
    });
  });
}

function describeConsumeOne({ db, seed }: SuiteContext): void {
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

function describeIncrementOne({ db }: SuiteContext): void {
  describe('incrementOne', () => {
    const key = (value: string): Where[] => [{ field: 'key', value }];
    beforeEach(async () => {
      await db().create({ model: 'ledger', data: { id: 'l1', key: 'k', count: 0 } });
    });
    it('adds by, sets other fields in the same statement, and returns the new value', async () => {
      expect(await db().incrementOne({ model: 'ledger', where: key('k'), field: 'count' })).toBe(1);
      expect(
        await db().incrementOne({ model: 'ledger', where: key('k'), field: 'count', by: 5, set: { label: 'x' } }),
      ).toBe(6);
      expect(await db().findOne({ model: 'ledger', where: key('k') })).toEqual({
        id: 'l1',
        key: 'k',
        count: 6,
        label: 'x',
      });
    });
    it('refuses once the value reaches below, and returns null without a row', async () => {
      await db().update({ model: 'ledger', where: key('k'), update: { count: 2 } });
      expect(await db().incrementOne({ model: 'ledger', where: key('k'), field: 'count', below: 3 })).toBe(3);
      expect(await db().incrementOne({ model: 'ledger', where: key('k'), field: 'count', below: 3 })).toBeNull();
      expect(await db().incrementOne({ model: 'ledger', where: key('missing'), field: 'count' })).toBeNull();
      expect((await db().findOne<{ count: number }>({ model: 'ledger', where: key('k') }))!.count).toBe(3);
    });
    it('lets exactly 10 of 50 simultaneous guarded increments through', async () => {
      const calls = Array.from({ length: 50 }, () =>
        db().incrementOne({ model: 'ledger', where: key('k'), field: 'count', below: 10 }),
      );
      const results = await Promise.all(calls);
      expect(results.filter((r) => typeof r === 'number').sort((a, b) => a! - b!)).toEqual([
        1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
      ]);
      expect((await db().findOne<{ count: number }>({ model: 'ledger', where: key('k') }))!.count).toBe(10);
    });
  });
}
