import { MigrationError } from './migration-error.js';
import type { MigrationOptions, MigrationPlan } from './migration-plan.js';
import { migrationStatements } from './migration-statements.js';
import { planMigrations } from './plan-migrations.js';
import { refusalMessage } from './refusal-message.js';

export interface CompileMigrationsResult {
  plan: MigrationPlan;
  /** Each statement's SQL, without a trailing semicolon. */
  statements: string[];
  /** The whole script, for review or for running with another tool. Empty when there is nothing to do. */
  sql: string;
  error?: MigrationError;
}

/**
 * The SQL a plan would run, compiled by Kysely for the dialect, without running it.
 *
 * @example
 * const { sql, error } = await compileMigrations({ kysely, dialect: 'postgres', schema });
 * if (!error) await writeFile('migration.sql', sql);
 */
export async function compileMigrations(
  options: MigrationOptions & { plan?: MigrationPlan }
): Promise<CompileMigrationsResult> {
  const plan = options.plan ?? (await planMigrations(options));
  if (plan.refusals.length > 0) {
    return { plan, statements: [], sql: '', error: new MigrationError('REFUSED', refusalMessage(plan)) };
  }
  const statements = migrationStatements(options.kysely, plan).map((statement) => statement.compile().sql);
  if (statements.length === 0) return { plan, statements, sql: '' };
  const notes = plan.notes.map((note) => `-- Note: ${note}\n`).join('');
  const sql = `-- Latchkey schema migration (${plan.dialect})\n${notes}\n${statements
    .map((s) => `${s};`)
    .join('\n\n')}\n`;
  return { plan, statements, sql };
}
