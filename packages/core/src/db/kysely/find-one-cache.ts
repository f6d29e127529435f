import type { CompiledQuery } from 'kysely';
import type { JoinClause, Where } from '../adapter.js';
import { clauseParams } from './build-where.js';
import type { JoinPlan, ModelPlan } from './model-plan.js';

/** The SQL of one findOne shape, to be run again with new values. */
export interface CachedFindOne {
  sql: string;
  /** Parameters after the where values (the LIMIT). */
  tail: readonly unknown[];
  joins: readonly JoinPlan[];
}

export interface FindOneShape {
  /** Depends on the model, joins and the shape of the where clauses, never on values. */
  key: string;
  /** The where values, encoded, in the order the SQL binds them. */
  params: unknown[];
}

// Shapes are few in practice; the bound only guards against unbounded `in` lists.
const MAX_ENTRIES = 500;

/**
 * The cache key and bound values of a findOne. Building and compiling a Kysely
 * query costs several times more than running it on SQLite, and session lookups
 * repeat one shape, so the adapter compiles each shape once.
 *
 * @example
 * const { key, params } = findOneShape(plan, [{ field: 'token', value: hash }], join);
 */
export function findOneShape(
  plan: ModelPlan,
  where: readonly Where[],
  join?: Record<string, JoinClause>,
): FindOneShape {
  let key = plan.model;
  if (join) {
    for (const alias in join) {
      const clause = join[alias]!;
      key += `\u0001${alias}\u0000${clause.model}\u0000${clause.from}\u0000${clause.to}`;
    }
  }
  key += '\u0002';
  const params: unknown[] = [];
  for (const clause of where) {
    const values = clauseParams(plan.field(clause.field), clause);
    key += `${clause.field}\u0000${clause.operator ?? 'eq'}\u0000${clause.connector ?? 'AND'}\u0000${
      values.length
    }\u0001`;
    for (const value of values) params.push(value);
  }
  return { key, params };
}

/**
 * Keeps a freshly compiled findOne for its shape, after checking that the compiled
 * parameters are exactly the where values followed by constants; a shape whose
 * layout differs is simply not cached.
 */
export function rememberFindOne(
  cache: Map<string, CachedFindOne>,
  shape: FindOneShape,
  compiled: CompiledQuery,
  joins: readonly JoinPlan[],
): void {
  const { parameters } = compiled;
  if (parameters.length < shape.params.length) return;
  for (const [index, value] of shape.params.entries()) {
    if (!sameParam(parameters[index], value)) return;
  }
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(shape.key, { sql: compiled.sql, tail: parameters.slice(shape.params.length), joins });
}

function sameParam(a: unknown, b: unknown): boolean {
  return a === b || (a instanceof Date && b instanceof Date && a.getTime() === b.getTime());
}
