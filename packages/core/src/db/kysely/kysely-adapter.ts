import { sql, CompiledQuery, type Compilable, type Kysely } from 'kysely';
import type {
  ClaimArgs,
  CountArgs,
  CreateArgs,
  DatabaseAdapter,
  DeleteArgs,
  FindManyArgs,
  FindOneArgs,
  IncrementArgs,
  LockArgs,
  JoinClause,
  Row,
  UpdateArgs,
  Where,
} from '../adapter.js';
import type { SqlDialect } from '../migrate/column-type.js';
import type { ResolvedSchema } from '../resolve-schema.js';
import { buildWhere } from './build-where.js';
import { claimRows } from './claim-rows.js';
import { findOneShape, rememberFindOne, type CachedFindOne } from './find-one-cache.js';
import { consumeFirst, incrementFirst, lockFirst, updateFirst, type Scope } from './first-row-operations.js';
import { BASE_ALIAS, createModelPlans, type JoinPlan, type ModelPlan } from './model-plan.js';
import type { DirectRead } from './sqlite-direct-read.js';
import { toUniqueViolation } from './unique-violation.js';

// A literal LIMIT 1: bound as a parameter, SQLite runs the same lookup about three times slower.
const ONE = sql.lit(1);

export interface KyselyAdapterOptions {
  /** The resolved schema: logical models and fields mapped to tables and columns. */
  schema: ResolvedSchema;
  /** Which SQL the Kysely instance speaks; decides the value conversions. */
  dialect: SqlDialect;
  /**
   * Runs a cached read without Kysely's connection layers when it can
   * (`sqliteDirectRead`); only for a Kysely instance without plugins or logging.
   */
  directRead?: DirectRead;
}

// SQLite and MySQL accept OFFSET only after a LIMIT.
const NO_LIMIT = Number.MAX_SAFE_INTEGER;

/**
 * The database contract over Kysely, for SQLite, Postgres and MySQL/MariaDB.
 * Logical model and field names are mapped to tables and columns through the
 * resolved schema; dates, booleans, JSON and 64-bit numbers are converted per
 * dialect (see `docs/adapters.md`).
 *
 * @example
 * const db = new Kysely<any>({ dialect: new SqliteDialect({ database: new Database('app.db') }) });
 * const adapter = kyselyAdapter(db, { schema: resolveSchema([coreSchema]), dialect: 'sqlite' });
 * await adapter.findOne({ model: 'user', where: [{ field: 'email', value: 'ada@example.com' }] });
 */
export function kyselyAdapter(db: Kysely<any>, options: KyselyAdapterOptions): DatabaseAdapter {
  const shared: Shared = { plans: createModelPlans(options.schema, options.dialect), findOne: new Map(), directRead: options.directRead };
  return new KyselyAdapter({ db, dialect: options.dialect, inTransaction: db.isTransaction }, shared);
}

/** What an adapter and the adapters of its transactions share. */
interface Shared {
  plans: Map<string, ModelPlan>;
  findOne: Map<string, CachedFindOne>;
  directRead: DirectRead | undefined;
}

class KyselyAdapter implements DatabaseAdapter {
  readonly id = 'kysely';
  readonly #scope: Scope;
  readonly #shared: Shared;

  constructor(scope: Scope, shared: Shared) {
    this.#scope = scope;
    this.#shared = shared;
  }

  async create<T = Row>({ model, data }: CreateArgs): Promise<T> {
    const plan = this.#plan(model);
    const values = plan.encodeInsert(data);
    const { db, dialect } = this.#scope;
    try {
      if (dialect === 'mysql') {
        await db.insertInto(plan.table).values(values).execute();
        const row = await db
          .selectFrom(plan.table)
          .select(plan.selections)
          .where(plan.idColumn, '=', values[plan.idColumn])
          .executeTakeFirstOrThrow();
        return plan.decode(row) as T;
      }
      const row = await db.insertInto(plan.table).values(values).returning(plan.selections).executeTakeFirstOrThrow();
      return plan.decode(row) as T;
    } catch (error) {
      throw toUniqueViolation(error, model);
    }
  }

  async findOne<T = Row>({ model, where, join }: FindOneArgs): Promise<T | null> {
    const plan = this.#plan(model);
    const shape = findOneShape(plan, where, join);
    const cached = this.#shared.findOne.get(shape.key);
    let rows: readonly Row[];
    let joins: readonly JoinPlan[];
    if (cached) {
      const params = cached.tail.length === 0 ? shape.params : shape.params.concat(cached.tail);
      const direct = this.#scope.inTransaction ? undefined : this.#shared.directRead?.(cached.sql, params);
      rows = direct ?? (await this.#scope.db.executeQuery<Row>(CompiledQuery.raw(cached.sql, params))).rows;
      joins = cached.joins;
    } else {
      const built = this.#findOneQuery(plan, where, join);
      const compiled = built.query.compile();
      rememberFindOne(this.#shared.findOne, shape, compiled, built.joins);
      ({ rows } = await this.#scope.db.executeQuery<Row>(compiled));
      joins = built.joins;
    }
    const row = rows[0];
    if (!row) return null;
    return (joins.length === 0 ? plan.decode(row) : plan.decodeJoined(row, joins)) as T;
  }

  async findMany<T = Row>({ model, where = [], join, sortBy, limit, offset }: FindManyArgs): Promise<T[]> {
    const plan = this.#plan(model);
    const joins: JoinPlan[] = [];
    const qualified = join !== undefined;
    let query = qualified
      ? this.#scope.db.selectFrom(`${plan.table} as ${BASE_ALIAS}`).select(plan.qualifiedSelections)
      : this.#scope.db.selectFrom(plan.table).select(plan.selections);
    for (const alias in join) {
      const joinPlan = plan.join(alias, join[alias]!);
      joins.push(joinPlan);
      query = query.leftJoin(joinPlan.from, joinPlan.on[0], joinPlan.on[1]).select(joinPlan.selections);
    }
    query = query.where((eb) => buildWhere(eb, plan, where, { qualified }));
    if (sortBy) {
      const field = plan.field(sortBy.field);
      query = query.orderBy(qualified ? field.qualified : field.column, sortBy.direction === 'desc' ? 'desc' : 'asc');
    }
    if (limit !== undefined) query = query.limit(limit);
    if (offset !== undefined) query = (limit === undefined ? query.limit(NO_LIMIT) : query).offset(offset);
    const rows = await query.execute();
    return rows.map((row) => (qualified ? plan.decodeJoined(row, joins) : plan.decode(row)) as T);
  }

  async count({ model, where = [] }: CountArgs): Promise<number> {
    const plan = this.#plan(model);
    const row = await this.#scope.db
      .selectFrom(plan.table)
      .select((eb) => eb.fn.countAll().as('count'))
      .where((eb) => buildWhere(eb, plan, where))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async update<T = Row>({ model, where, update }: UpdateArgs): Promise<T | null> {
    const plan = this.#plan(model);
    const values = plan.encode(update);
    if (Object.keys(values).length === 0) return this.findOne<T>({ model, where });
    try {
      return (await updateFirst(this.#scope, plan, where, values)) as T | null;
    } catch (error) {
      throw toUniqueViolation(error, model);
    }
  }

  async updateMany({ model, where, update }: UpdateArgs): Promise<number> {
    const plan = this.#plan(model);
    const values = plan.encode(update);
    if (Object.keys(values).length === 0) return this.count({ model, where });
    try {
      const result = await this.#scope.db
        .updateTable(plan.table)
        .set(values)
        .where((eb) => buildWhere(eb, plan, where))
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    } catch (error) {
      throw toUniqueViolation(error, model);
    }
  }

  /** Deletes every matching row. */
  async delete(args: DeleteArgs): Promise<void> {
    await this.deleteMany(args);
  }

  async deleteMany({ model, where }: DeleteArgs): Promise<number> {
    const plan = this.#plan(model);
    const result = await this.#scope.db
      .deleteFrom(plan.table)
      .where((eb) => buildWhere(eb, plan, where))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async consumeOne<T = Row>({ model, where }: DeleteArgs): Promise<T | null> {
    return (await consumeFirst(this.#scope, this.#plan(model), where)) as T | null;
  }

  async incrementOne(args: IncrementArgs): Promise<number | null> {
    try {
      return await incrementFirst(this.#scope, this.#plan(args.model), args);
    } catch (error) {
      throw toUniqueViolation(error, args.model);
    }
  }

  async lockOne({ model, where }: LockArgs): Promise<boolean> {
    return lockFirst(this.#scope, this.#plan(model), where);
  }

  async claimMany<T = Row>(args: ClaimArgs): Promise<T[]> {
    return (await claimRows(this.#scope, this.#plan(args.model), args)) as T[];
  }

  async transaction<R>(fn: (tx: DatabaseAdapter) => Promise<R>): Promise<R> {
    // Nested calls join the open transaction: Latchkey's flows compose helpers
    // that each want atomicity, and savepoints would add nothing for them.
    if (this.#scope.inTransaction) return fn(this);
    const committed: (() => void)[] = [];
    const result = await this.#scope.db
      .transaction()
      .execute((trx) => fn(new KyselyAdapter({ ...this.#scope, db: trx, inTransaction: true, committed }, this.#shared)));
    for (const task of committed) task();
    return result;
  }

  afterCommit(task: () => void): void {
    // A transaction handed in by the app (no list of ours) commits outside our sight: run at once.
    if (this.#scope.committed) this.#scope.committed.push(task);
    else task();
  }

  #findOneQuery(
    plan: ModelPlan,
    where: readonly Where[],
    join: Record<string, JoinClause> | undefined,
  ): { query: Compilable<Row>; joins: JoinPlan[] } {
    const joins: JoinPlan[] = [];
    const { db } = this.#scope;
    if (!join) {
      const query = db
        .selectFrom(plan.table)
        .select(plan.selections)
        .where((eb) => buildWhere(eb, plan, where))
        .limit(ONE);
      return { query, joins };
    }
    let query = db.selectFrom(`${plan.table} as ${BASE_ALIAS}`).select(plan.qualifiedSelections);
    for (const alias in join) {
      const joinPlan = plan.join(alias, join[alias]!);
      joins.push(joinPlan);
      query = query.leftJoin(joinPlan.from, joinPlan.on[0], joinPlan.on[1]).select(joinPlan.selections);
    }
    return { query: query.where((eb) => buildWhere(eb, plan, where, { qualified: true })).limit(ONE), joins };
  }

  #plan(model: string): ModelPlan {
    const plan = this.#shared.plans.get(model);
    if (!plan) throw new Error(`Unknown model "${model}"`);
    return plan;
  }
}
