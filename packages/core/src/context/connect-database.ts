import type { Kysely } from 'kysely';
import type { DatabaseAdapter } from '../db/adapter.js';
import { createDatabase } from '../db/create-database.js';
import { checkSchemaDrift, hasSchemaDrift } from '../db/migrate/check-schema-drift.js';
import { formatSchemaDrift } from '../db/migrate/format-schema-drift.js';
import { runMigrations } from '../db/migrate/run-migrations.js';
import type { ResolvedSchema } from '../db/resolve-schema.js';
import type { Logger } from '../logger/create-logger.js';
import type { AuthOptions } from '../options/auth-options.js';
import type { Dialect } from './auth-context.js';

export interface ConnectedDatabase {
  adapter: DatabaseAdapter;
  kysely: Kysely<any> | undefined;
  dialect: Dialect | undefined;
}

const isAdapter = (value: unknown): value is DatabaseAdapter =>
  typeof value === 'object' && value !== null && 'consumeOne' in value && 'findOne' in value && 'transaction' in value;

/**
 * Connects the configured database and compares its live schema with the declared
 * one, so a missing migration stops the server at start with the fix, instead of
 * failing the first sign-up in production.
 */
export async function connectDatabase(
  options: AuthOptions,
  setup: { schema: ResolvedSchema; logger: Logger; env: Record<string, string | undefined> },
): Promise<ConnectedDatabase> {
  const input = options.database;
  if (input === undefined) {
    throw new Error('Latchkey: no database. Set `database`, e.g. "sqlite:./latchkey.db" or a Kysely instance.');
  }
  if (isAdapter(input)) return { adapter: input, kysely: undefined, dialect: undefined };
  const database = await createDatabase(input, { schema: setup.schema });
  // The CLI loads configs whose tables are missing (that is what it fixes), so it switches the check off.
  const mode = setup.env.LATCHKEY_SCHEMA_CHECK === 'off' ? 'off' : (options.schemaCheck ?? 'error');
  if (mode === 'migrate') {
    const { error } = await runMigrations({ kysely: database.kysely, dialect: database.dialect, schema: setup.schema });
    if (error) throw new Error(`Latchkey: ${error.message}`);
  } else if (mode !== 'off') {
    const drift = await checkSchemaDrift({ kysely: database.kysely, dialect: database.dialect, schema: setup.schema });
    if (hasSchemaDrift(drift)) {
      const message = formatSchemaDrift(drift);
      if (mode === 'error') throw new Error(`Latchkey: ${message}`);
      setup.logger.warn(message);
    }
  }
  return { adapter: database.adapter, kysely: database.kysely, dialect: database.dialect };
}
