import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Where } from '../adapter.js';
import type { FieldPlan, ModelPlan } from './model-plan.js';

type Builder = ExpressionBuilder<any, any>;

const alwaysFalse = sql<SqlBool>`1 = 0`;
const alwaysTrue = sql<SqlBool>`1 = 1`;

/**
 * Turns the contract's where clauses into one Kysely condition. Connectors read
 * left to right with AND binding tighter than OR, as in SQL:
 * `a AND b OR c AND d` is `(a AND b) OR (c AND d)`. Every value is a bound
 * parameter; LIKE patterns escape `%`, `_` and the escape character itself.
 *
 * @example
 * db.selectFrom('user').where((eb) => buildWhere(eb, plan, [{ field: 'email', value: 'a@b.c' }]));
 */
export function buildWhere(
  eb: Builder,
  plan: ModelPlan,
  where: readonly Where[],
  options: { qualified?: boolean } = {},
): Expression<SqlBool> {
  if (where.length === 0) return alwaysTrue;
  if (where.length === 1) return condition(eb, plan.field(where[0]!.field), where[0]!, options.qualified);
  const groups: Expression<SqlBool>[][] = [[]];
  for (const [index, clause] of where.entries()) {
    if (index > 0 && clause.connector === 'OR') groups.push([]);
    groups[groups.length - 1]!.push(condition(eb, plan.field(clause.field), clause, options.qualified));
  }
  const ands = groups.map((group) => (group.length === 1 ? group[0]! : eb.and(group)));
  return ands.length === 1 ? ands[0]! : eb.or(ands);
}

function condition(eb: Builder, field: FieldPlan, clause: Where, qualified = false): Expression<SqlBool> {
  const ref = qualified ? field.qualified : field.column;
  const params = clauseParams(field, clause);
  const param = params[0];
  switch (clause.operator ?? 'eq') {
    case 'eq':
      return params.length === 0 ? eb(ref, 'is', null) : eb(ref, '=', param);
    case 'ne':
      if (params.length === 0) return eb(ref, 'is not', null);
      // `<>` never matches NULL; an optional column that is NULL does differ.
      return orNull(eb, field, ref, eb(ref, '<>', param));
    case 'lt':
      return eb(ref, '<', param);
    case 'lte':
      return eb(ref, '<=', param);
    case 'gt':
      return eb(ref, '>', param);
    case 'gte':
      return eb(ref, '>=', param);
    case 'in':
      return params.length === 0 ? alwaysFalse : eb(ref, 'in', params);
    case 'not_in':
      return params.length === 0 ? alwaysTrue : orNull(eb, field, ref, eb(ref, 'not in', params));
    default:
      return sql<SqlBool>`${sql.ref(ref)} like ${param} escape '!'`;
  }
}

/**
 * The values a clause binds, in the order its SQL uses them. `buildWhere` builds
 * from these, and the compiled-query cache refills cached SQL with them, so both
 * always agree.
 */
export function clauseParams(field: FieldPlan, clause: Where): unknown[] {
  const { value } = clause;
  switch (clause.operator ?? 'eq') {
    case 'eq':
    case 'ne':
      return value === null ? [] : [field.encode(value)];
    case 'lt':
    case 'lte':
    case 'gt':
    case 'gte':
      return [field.encode(value)];
    case 'in':
    case 'not_in':
      return listOf(field, value);
    // `!` rather than a backslash as the LIKE escape: MySQL string literals treat
    // `\` as an escape while Postgres and SQLite do not; `!` means the same everywhere.
    case 'contains':
      return [`%${escapeLike(value, clause)}%`];
    case 'starts_with':
      return [`${escapeLike(value, clause)}%`];
    case 'ends_with':
      return [`%${escapeLike(value, clause)}`];
    default:
      throw new Error(`Unknown where operator "${String(clause.operator)}"`);
  }
}

function orNull(eb: Builder, field: FieldPlan, ref: string, test: Expression<SqlBool>): Expression<SqlBool> {
  return field.optional ? eb.or([test, eb(ref, 'is', null)]) : test;
}

function listOf(field: FieldPlan, value: unknown): unknown[] {
  if (!Array.isArray(value)) throw new TypeError(`"in" and "not_in" need an array for "${field.name}"`);
  return value.filter((item) => item !== null && item !== undefined).map((item) => field.encode(item));
}

function escapeLike(value: unknown, clause: Where): string {
  if (typeof value !== 'string') throw new TypeError(`"${clause.operator}" needs a string for "${clause.field}"`);
  return value.replace(/[!%_]/g, '!$&');
}
