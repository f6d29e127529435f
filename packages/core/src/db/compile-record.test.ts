import { describe, expect, it } from 'vitest';
import { compileRecord } from './compile-record.js';

describe('compileRecord', () => {
  it('builds the record a loop of keyed writes would, decoders applied, keys in order', () => {
    const build = compileRecord([['id', 'user.id'], ['createdAt', 'user.createdAt', (value) => new Date(value as string)], ['odd "key"\n', 'x']]);
    const row = { 'user.id': 'u1', 'user.createdAt': '2030-01-01T00:00:00.000Z', x: null };
    expect(build?.(row)).toEqual({ id: 'u1', createdAt: new Date('2030-01-01T00:00:00.000Z'), 'odd "key"\n': null });
    expect(Object.keys(build!(row))).toEqual(['id', 'createdAt', 'odd "key"\n']);
  });

  it('answers null for a row with an unset key when asked to', () => {
    const build = compileRecord([['a', 'a'], ['b', 'b']], { nullUnlessSet: true });
    expect(build?.({ a: 1, b: null })).toEqual({ a: 1, b: null });
    expect(build?.({ a: 1 })).toBeNull();
  });

  it('compiles nothing for a __proto__ key, which an object literal would take as the prototype', () => {
    expect(compileRecord([['__proto__', 'p']])).toBeUndefined();
  });

  it('leaves the caller its loop where code cannot be compiled', () => {
    const original = globalThis.Function;
    globalThis.Function = function refuse() {
      throw new EvalError('Code generation from strings disallowed for this context');
    } as unknown as FunctionConstructor;
    try {
      expect(compileRecord([['a', 'a']])).toBeUndefined();
    } finally {
      globalThis.Function = original;
    }
  });
});
