import type { Kysely } from 'kysely';
import type { ClaimArgs, Row } from '../adapter.js';
import { buildWhere } from './build-where.js';
import type { Scope } from './first-row-operations.js';
import type { ModelPlan } from './model-plan.js';

/**
 * Claims up to `limit` matching rows for one of many workers. On Postgres and
 * MySQL the rows are picked with `SELECT ... FOR UPDATE SKIP LOCKED` and changed
 * in the same short transaction: a row another worker is claiming is passed
 * over, never waited for, and once that worker commits the row no longer
 * matches. SQLite has one writer at a time, so there one conditional `UPDATE
 * ... WHERE id IN (SELECT ... LIMIT n) AND <where> RETURNING` is the claim.
 *
 * @example
 * const rows = await claimRows(scope, plan, { model: 'job', where: due, update: { lockedUntil }, limit: 10 });
 */
export async function claimRows(scope: Scope, plan: ModelPlan, args: ClaimArgs): Promise<Row[]> {
  const values = plan.encode(args.update);
  const order = args.sortBy ? plan.field(args.sortBy.field).column : plan.idColumn;
  const direction = args.sortBy?.direction === 'desc' ? 'desc' : 'asc';
  if (scope.dialect === 'sqlite') {
    const rows = await scope.db
      .updateTable(plan.table)
      .set(values)
      .where((eb) =>
        eb.and([
          eb(plan.idColumn, 'in', eb.selectFrom(plan.table).select(plan.idColumn).where((inner) => buildWhere(inner, plan, args.where)).orderBy(order, direction).limit(args.limit)),
          buildWhere(eb, plan, args.where),
        ]),
      )
      .returning(plan.selections)
      .execute();
    return rows.map((row) => plan.decode(row));
  }
  const claim = async (db: Kysely<any>): Promise<Row[]> => {
    const picked = await db
      .selectFrom(plan.table)
      .select(`${plan.idColumn} as id`)
      .where((eb) => buildWhere(eb, plan, args.where))
      .orderBy(order, direction)
      .limit(args.limit)
      .forUpdate()
      .skipLocked()
      .execute();
    const ids = picked.map((row) => row.id as unknown);
    if (ids.length === 0) return [];
    await db.updateTable(plan.table).set(values).where(plan.idColumn, 'in', ids).execute();
    const rows = await db.selectFrom(plan.table).select(plan.selections).where(plan.idColumn, 'in', ids).orderBy(order, direction).execute();
    return rows.map((row) => plan.decode(row));
  };
  return scope.inTransaction ? claim(scope.db) : scope.db.transaction().execute(claim);
}
