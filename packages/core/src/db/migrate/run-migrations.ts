import type { Kysely } from 'kysely';
import { MigrationError } from './migration-error.js';
import { isEmptyPlan, type MigrationOptions, type MigrationPlan } from './migration-plan.js';
import { migrationStatements } from './migration-statements.js';
import { planMigrations } from './plan-migrations.js';
import { refusalMessage } from './refusal-message.js';
import { withMigrationLock } from './with-migration-lock.js';

export interface RunMigrationsResult {
  /** The plan as made under the migration lock: empty when another run applied it first. */
  plan: MigrationPlan;
  /** The SQL of each statement that ran, in order. */
  executed: string[];
  error?: MigrationError;
}

export interface RunMigrationsOptions extends MigrationOptions {
  /** A plan shown to someone beforehand; it is applied only if the database still needs exactly it. */
  plan?: MigrationPlan;
  /** Milliseconds to wait for another migration of the same database; 60 000 unless set. */
  lockTimeout?: number;
}

/** A statement failed; carries how far the run got, for MySQL, which cannot roll DDL back. */
class ApplyFailure extends Error {
  constructor(readonly executed: string[], override readonly cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause));
  }
}

/**
 * Takes the database's migration lock, plans from the live database and applies the
 * plan, so instances starting together on one database migrate it once: those that
 * waited find nothing left to do. SQLite and Postgres apply in one transaction; MySQL
 * cannot roll DDL back, so there `executed` says how far a failed run got. A plan
 * passed in is checked against the one made under the lock: applied if equal, skipped
 * if another run applied it meanwhile, refused (`FAILED`) if the database changed
 * otherwise. Waiting for the lock longer than `lockTimeout` gives `LOCK_TIMEOUT`.
 *
 * @example
 * const { error } = await runMigrations({ kysely, dialect: 'sqlite', schema });
 * if (error) console.error(error.message);
 */
export async function runMigrations(options: RunMigrationsOptions): Promise<RunMigrationsResult> {
  const shown = options.plan;
  if (shown && shown.refusals.length > 0) {
    return { plan: shown, executed: [], error: new MigrationError('REFUSED', refusalMessage(shown)) };
  }
  // MySQL commits each DDL statement implicitly; a transaction there would only pretend.
  const transactional = options.dialect !== 'mysql' && !options.kysely.isTransaction;
  try {
    return await withMigrationLock(options, (db) => planAndApply(db, options));
  } catch (cause) {
    if (cause instanceof MigrationError) return { plan: shown ?? emptyPlan(options), executed: [], error: cause };
    const failure = cause instanceof ApplyFailure ? cause : new ApplyFailure([], cause);
    const reason = failure.message;
    const plan = shown ?? emptyPlan(options);
    if (transactional) {
      const error = new MigrationError('FAILED', `Migration failed: ${reason}. Nothing was changed.`, { cause: failure.cause });
      return { plan, executed: [], error };
    }
    const error = new MigrationError('FAILED', `Migration failed: ${reason}.`, { cause: failure.cause });
    return { plan, executed: failure.executed, error };
  }
}

async function planAndApply(db: Kysely<any>, options: RunMigrationsOptions): Promise<RunMigrationsResult> {
  const plan = await planMigrations({ kysely: db, dialect: options.dialect, schema: options.schema });
  const executed: string[] = [];
  if (plan.refusals.length > 0) {
    return { plan, executed, error: new MigrationError('REFUSED', refusalMessage(plan)) };
  }
  if (options.plan && !isEmptyPlan(plan) && !samePlan(db, options.plan, plan)) {
    const message =
      'The database changed after the migration plan was made, so nothing was applied. Plan again and review the new changes.';
    return { plan, executed, error: new MigrationError('FAILED', message) };
  }
  for (const statement of migrationStatements(db, plan)) {
    const { sql } = statement.compile();
    try {
      await statement.execute();
    } catch (cause) {
      throw new ApplyFailure(executed, cause);
    }
    executed.push(sql);
  }
  return { plan, executed };
}

function samePlan(db: Kysely<any>, a: MigrationPlan, b: MigrationPlan): boolean {
  const sqlOf = (plan: MigrationPlan): string =>
    migrationStatements(db, plan)
      .map((statement) => statement.compile().sql)
      .join(';\n');
  return sqlOf(a) === sqlOf(b);
}

function emptyPlan(options: MigrationOptions): MigrationPlan {
  return { dialect: options.dialect, createTables: [], addColumns: [], createIndexes: [], refusals: [], notes: [] };
}
