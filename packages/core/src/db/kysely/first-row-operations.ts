import { sql } from 'kysely';
import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import type { IncrementArgs, Row, Where } from '../adapter.js';
import type { SqlDialect } from '../migrate/column-type.js';
import { buildWhere } from './build-where.js';
import type { ModelPlan } from './model-plan.js';
import { isDeadlock } from './unique-violation.js';

// A literal LIMIT 1: bound as a parameter, SQLite runs the same lookup about three times slower.
const ONE = sql.lit(1);

/** Where a statement runs: the pool, or a transaction it must not leave. */
export interface Scope {
  db: Kysely<any>;
  dialect: SqlDialect;
  inTransaction: boolean;
  /** Work waiting for the open transaction to commit. */
  committed?: (() => void)[];
}

type Builder = ExpressionBuilder<any, any>;

/**
 * The operations that touch only the first matching row. On Postgres and SQLite
 * each is one statement, `... WHERE id = (SELECT id ... LIMIT 1) AND <where>
 * RETURNING ...`: Postgres re-checks the outer condition after waiting for a row
 * lock, and SQLite runs one writer at a time, so concurrent callers never both
 * win. MySQL has no UPDATE/DELETE ... RETURNING and cannot select from the table
 * it changes, so there the row is locked with `SELECT ... FOR UPDATE` and changed
 * by id inside a transaction.
 */
export async function updateFirst(
  scope: Scope,
  plan: ModelPlan,
  where: readonly Where[],
  values: Row,
): Promise<Row | null> {
  if (scope.dialect !== 'mysql') {
    const row = await scope.db
      .updateTable(plan.table)
      .set(values)
      .where((eb) => firstMatch(eb, plan, where))
      .returning(plan.selections)
      .executeTakeFirst();
    return row ? plan.decode(row) : null;
  }
  return locked(scope, async (db) => {
    const id = await lockFirstId(db, plan, where);
    if (id === undefined) return null;
    await db.updateTable(plan.table).set(values).where(plan.idColumn, '=', id).execute();
    const newId = values[plan.idColumn] ?? id;
    const row = await db
      .selectFrom(plan.table)
      .select(plan.selections)
      .where(plan.idColumn, '=', newId)
      .executeTakeFirst();
    return row ? plan.decode(row) : null;
  });
}

/** Deletes the first matching row and returns it; see {@link updateFirst} for how. */
export async function consumeFirst(scope: Scope, plan: ModelPlan, where: readonly Where[]): Promise<Row | null> {
  if (scope.dialect !== 'mysql') {
    const row = await scope.db
      .deleteFrom(plan.table)
      .where((eb) => firstMatch(eb, plan, where))
      .returning(plan.selections)
      .executeTakeFirst();
    return row ? plan.decode(row) : null;
  }
  return locked(scope, async (db) => {
    const row = await db
      .selectFrom(plan.table)
      .select(plan.selections)
      .where((eb) => buildWhere(eb, plan, where))
      .limit(ONE)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return null;
    // The lock makes this always 1; checking costs nothing and keeps the promise
    // even if the caller's isolation level weakens the lock.
    const { numDeletedRows } = await db.deleteFrom(plan.table).where(plan.idColumn, '=', row.id).executeTakeFirst();
    return numDeletedRows === 1n ? plan.decode(row) : null;
  });
}

/** Adds `by` to a field of the first matching row while it is below `below`; see {@link updateFirst}. */
export async function incrementFirst(scope: Scope, plan: ModelPlan, args: IncrementArgs): Promise<number | null> {
  const column = plan.field(args.field).column;
  const by = args.by ?? 1;
  const extra = args.set ? plan.encode(args.set) : {};
  const guard = (eb: Builder): Expression<SqlBool>[] => (args.below === undefined ? [] : [eb(column, '<', args.below)]);
  if (scope.dialect !== 'mysql') {
    const row = await scope.db
      .updateTable(plan.table)
      .set((eb) => ({ ...extra, [column]: eb(column, '+', by) }))
      .where((eb) => eb.and([firstMatch(eb, plan, args.where), ...guard(eb)]))
      .returning(`${column} as value`)
      .executeTakeFirst();
    return row && row.value !== null ? Number(row.value) : null;
  }
  return locked(scope, async (db) => {
    const row = await db
      .selectFrom(plan.table)
      .select([`${plan.idColumn} as id`, `${column} as value`])
      .where((eb) => buildWhere(eb, plan, args.where))
      .limit(ONE)
      .forUpdate()
      .executeTakeFirst();
    if (!row || row.value === null) return null;
    const current = Number(row.value);
    if (args.below !== undefined && !(current < args.below)) return null;
    await db
      .updateTable(plan.table)
      .set((eb) => ({ ...extra, [column]: eb(column, '+', by) }))
      .where(plan.idColumn, '=', row.id)
      .execute();
    return current + by;
  });
}

function firstMatch(eb: Builder, plan: ModelPlan, where: readonly Where[]): Expression<SqlBool> {
  const first = eb
    .selectFrom(plan.table)
    .select(plan.idColumn)
    .where((inner) => buildWhere(inner, plan, where))
    .limit(ONE);
  return eb.and([eb(plan.idColumn, '=', first), buildWhere(eb, plan, where)]);
}

/**
 * Locks the first matching row for the rest of the transaction: `SELECT ... FOR
 * UPDATE` on Postgres and MySQL. SQLite needs no row lock: a process's
 * transactions take turns on its one connection, and another process's writer
 * that read before a commit cannot write after it (WAL answers it SQLITE_BUSY).
 */
export async function lockFirst(scope: Scope, plan: ModelPlan, where: readonly Where[]): Promise<boolean> {
  return (await lockFirstId(scope.db, plan, where, { forUpdate: scope.dialect !== 'sqlite' })) !== undefined;
}

async function lockFirstId(db: Kysely<any>, plan: ModelPlan, where: readonly Where[], options = { forUpdate: true }): Promise<unknown> {
  const row = await db
    .selectFrom(plan.table)
    .select(`${plan.idColumn} as id`)
    .where((eb) => buildWhere(eb, plan, where))
    .limit(ONE)
    .$if(options.forUpdate, (query) => query.forUpdate())
    .executeTakeFirst();
  return row?.id;
}

const DEADLOCK_ATTEMPTS = 3;

/** Runs `fn` in a transaction (or the current one), retrying when MySQL picks it as a deadlock victim. */
async function locked<R>(scope: Scope, fn: (db: Kysely<any>) => Promise<R>): Promise<R> {
  if (scope.inTransaction) return fn(scope.db);
  for (let attempt = 1; ; attempt++) {
    try {
      return await scope.db.transaction().execute(fn);
    } catch (error) {
      if (attempt >= DEADLOCK_ATTEMPTS || !isDeadlock(error)) throw error;
    }
  }
}
