import type { Kysely } from 'kysely';
import { MigrationError } from './migration-error.js';
import type { MigrationOptions, MigrationPlan } from './migration-plan.js';
import { migrationStatements } from './migration-statements.js';
import { planMigrations } from './plan-migrations.js';
import { refusalMessage } from './refusal-message.js';

export interface RunMigrationsResult {
  plan: MigrationPlan;
  /** The SQL of each statement that ran, in order. */
  executed: string[];
  error?: MigrationError;
}

/**
 * Applies a plan (or plans one from the live database first). SQLite and Postgres
 * run it in one transaction; MySQL cannot roll DDL back, so there `executed` says how
 * far a failed run got. A second run plans nothing.
 *
 * @example
 * const { error } = await runMigrations({ kysely, dialect: 'sqlite', schema });
 * if (error) console.error(error.message);
 */
export async function runMigrations(
  options: MigrationOptions & { plan?: MigrationPlan }
): Promise<RunMigrationsResult> {
  const plan = options.plan ?? (await planMigrations(options));
  const executed: string[] = [];
  if (plan.refusals.length > 0) {
    return { plan, executed, error: new MigrationError('REFUSED', refusalMessage(plan)) };
  }
  const apply = async (db: Kysely<any>): Promise<void> => {
    for (const statement of migrationStatements(db, plan)) {
      const { sql } = statement.compile();
      await statement.execute();
      executed.push(sql);
    }
  };
  // MySQL commits each DDL statement implicitly; a transaction there would only pretend.
  const transactional = options.dialect !== 'mysql' && !options.kysely.isTransaction;
  try {
    if (transactional) await options.kysely.transaction().execute(apply);
    else await apply(options.kysely);
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    if (transactional) {
      const error = new MigrationError('FAILED', `Migration failed: ${reason}. Nothing was changed.`, { cause });
      return { plan, executed: [], error };
    }
    return { plan, executed, error: new MigrationError('FAILED', `Migration failed: ${reason}.`, { cause }) };
  }
  return { plan, executed };
}
