// Conformance checks for writing: update, delete, unique constraints, joins and transactions.
import { describe, expect, it } from 'vitest';
import type { Row, Where } from '../../../core/src/db/adapter.js';
import { widget, type SuiteContext } from './suite-context.js';

export function describeUpdateAndDelete({ db, seed }: SuiteContext): void {
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

export function describeUniqueConstraints({ db, seed }: SuiteContext): void {
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

export function describeJoin({ db, seed }: SuiteContext): void {
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
    it('joins in findMany, filtering, sorting and paging on the base model', async () => {
      await db().create({ model: 'owner', data: { id: 'o2', name: 'Bea', email: 'bea@example.com' } });
      const seeded = await seed([
        { id: 'm1', ownerId: 'o2', slug: 'b' },
        { id: 'm2', ownerId: null, slug: 'a' },
        { id: 'm3', ownerId: 'o2', slug: 'c' },
      ]);
      const join = { owner: { model: 'owner', from: 'ownerId', to: 'id' } };
      const ids = seeded.map((w) => w.id);
      const found = await db().findMany<Row>({
        model: 'widget',
        where: [{ field: 'id', operator: 'in', value: ids }],
        join,
        sortBy: { field: 'slug', direction: 'desc' },
        limit: 2,
        offset: 1,
      });
      expect(found.map((w) => [w.id, (w.owner as Row | null)?.name ?? null])).toEqual([
        ['m1', 'Bea'],
        ['m2', null],
      ]);
      expect(found[0]).toEqual({ ...seeded[0], owner: { id: 'o2', name: 'Bea', email: 'bea@example.com' } });
    });
  });
}

export function describeTransaction({ db, seed }: SuiteContext): void {
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
