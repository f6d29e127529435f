import { describe, expect, it } from 'vitest';
import type { JoinClause } from '../adapter.js';
import { coreSchema } from '../core-schema.js';
import { resolveSchema } from '../resolve-schema.js';
import { findOneShape } from './find-one-cache.js';
import { createModelPlans } from './model-plan.js';

const plans = createModelPlans(resolveSchema([coreSchema]), 'sqlite');
const session = plans.get('session')!;
const userJoin = (): Record<string, JoinClause> => ({ user: { model: 'user', from: 'userId', to: 'id' } });

describe('findOneShape', () => {
  it('gives one key to one shape and the values as parameters', () => {
    const a = findOneShape(session, [{ field: 'token', value: 'one' }], userJoin());
    const b = findOneShape(session, [{ field: 'token', value: 'two' }], userJoin());
    expect(b.key).toBe(a.key);
    expect(a.params).toEqual(['one']);
    expect(b.params).toEqual(['two']);
  });

  it('gives each shape its own key, whichever came last', () => {
    const shapes = [
      () => findOneShape(session, [{ field: 'token', value: 't' }], userJoin()),
      () => findOneShape(session, [{ field: 'token', value: 't' }]),
      () => findOneShape(session, [{ field: 'id', value: 't' }], userJoin()),
      () => findOneShape(session, [{ field: 'token', value: 't', operator: 'ne' }], userJoin()),
      () => findOneShape(session, [{ field: 'token', value: 't', connector: 'OR' }], userJoin()),
      () => findOneShape(session, [{ field: 'token', value: null }], userJoin()),
      () => findOneShape(session, [{ field: 'token', value: ['a', 'b'], operator: 'in' }], userJoin()),
      () => findOneShape(session, [{ field: 'token', value: ['a'], operator: 'in' }], userJoin()),
      () => findOneShape(session, [{ field: 'token', value: 't' }], { owner: { model: 'user', from: 'userId', to: 'id' } }),
      () => findOneShape(session, [{ field: 'token', value: 't' }, { field: 'userId', value: 'u' }], userJoin()),
    ];
    const keys = shapes.map((shape) => shape().key);
    expect(new Set(keys).size).toBe(shapes.length);
    // Asked again in another order, each shape keeps its key.
    for (const index of [3, 0, 0, 9, 1, 8, 2, 5, 7, 6, 4]) expect(shapes[index]!().key).toBe(keys[index]);
  });

  it('reads a join object that changed since the last call as the new shape', () => {
    const join = userJoin();
    const before = findOneShape(session, [{ field: 'token', value: 't' }], join).key;
    join.user = { model: 'user', from: 'impersonatedBy', to: 'id' };
    const after = findOneShape(session, [{ field: 'token', value: 't' }], join).key;
    expect(after).not.toBe(before);
  });
});
