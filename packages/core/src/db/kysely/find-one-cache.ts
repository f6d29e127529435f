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

/** The last shape read per model: its parts (see `shapeParts`) and the key made of them. */
interface LastShape {
  parts: unknown[];
  key: string;
}

// By plan, which lives as long as its adapter: a few entries, none per request.
const lastShapes = new WeakMap<ModelPlan, LastShape>();

/**
 * The cache key and bound values of a findOne. Building and compiling a Kysely
 * query costs several times more than running it on SQLite, and session lookups
 * repeat one shape, so the adapter compiles each shape once. The key of the
 * model's last shape is kept: a lookup repeated with new values (the session
 * read, on every request) compares the parts of its shape instead of building
 * the key text again.
 *
 * @example
 * const { key, params } = findOneShape(plan, [{ field: 'token', value: hash }], join);
 */
export function findOneShape(
  plan: ModelPlan,
  where: readonly Where[],
  join?: Record<string, JoinClause>,
): FindOneShape {
  const params: unknown[] = [];
  const parts: unknown[] = [];
  for (const alias in join) {
    const clause = join[alias]!;
    parts.push(alias, clause.model, clause.from, clause.to);
  }
  parts.push(JOINS_END);
  for (const clause of where) {
    const values = clauseParams(plan.field(clause.field), clause);
    parts.push(clause.field, clause.operator ?? 'eq', clause.connector ?? 'AND', values.length);
    for (const value of values) params.push(value);
  }
  const last = lastShapes.get(plan);
  if (last && sameParts(last.parts, parts)) return { key: last.key, params };
  const key = `${plan.model}\u0002${parts.map(String).join('\u0000')}`;
  lastShapes.set(plan, { parts, key });
  return { key, params };
}

/** Between the joins' parts (alias, model, from, to) and the clauses' (field, operator, connector, value count). */
const JOINS_END = '\u0001';

function sameParts(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
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
