import type { Kysely } from 'kysely';
import type { DatabaseAdapter } from '../db/adapter.js';
import { createDatabase } from '../db/create-database.js';
import { checkSchemaDrift, hasSchemaDrift } from '../db/migrate/check-schema-drift.js';
import { formatSchemaDrift } from '../db/migrate/format-schema-drift.js';
import { runMigrations } from '../db/migrate/run-migrations.js';
import { createSchemaGate, OPEN_SCHEMA_GATE, type SchemaGate } from '../db/migrate/schema-gate.js';
import type { ResolvedSchema } from '../db/resolve-schema.js';
import type { Logger } from '../logger/create-logger.js';
import type { AuthOptions } from '../declarations/auth-context.js';
import { AuthError } from '../error/auth-error.js';
import type { Dialect } from '../declarations/context-services.js';

export interface ConnectedDatabase {
  adapter: DatabaseAdapter;
  kysely: Kysely<any> | undefined;
  dialect: Dialect | undefined;
  schemaGate: SchemaGate;
}

const isAdapter = (value: unknown): value is DatabaseAdapter =>
  typeof value === 'object' && value !== null && 'consumeOne' in value && 'findOne' in value && 'transaction' in value;

/**
 * Connects the configured database and compares its live schema with the declared
 * one. With the default `error` check, a missing migration is reported at start
 * with the fix, and every request answers 503 `DATABASE_SCHEMA_MISSING` until the
 * schema is complete: the gate looks again on each request, so `npx latchkey
 * migrate` takes effect without a restart.
 */
export async function connectDatabase(
  options: AuthOptions,
  setup: { schema: ResolvedSchema; logger: Logger; env: Record<string, string | undefined> },
): Promise<ConnectedDatabase> {
  const input = options.database;
  if (input === undefined) {
    throw new Error('Latchkey: no database. Set `database`, e.g. "sqlite:./latchkey.db" or a Kysely instance.');
  }
  if (isAdapter(input)) return { adapter: input, kysely: undefined, dialect: undefined, schemaGate: OPEN_SCHEMA_GATE };
  const database = await createDatabase(input, { schema: setup.schema });
  const { kysely, dialect } = database;
  const connected = { adapter: database.adapter, kysely, dialect, schemaGate: OPEN_SCHEMA_GATE };
  // The CLI loads configs whose tables are missing (that is what it fixes), so it switches the check off.
  const mode = setup.env.LATCHKEY_SCHEMA_CHECK === 'off' ? 'off' : (options.schemaCheck ?? 'error');
  if (mode === 'off') return connected;
  if (mode === 'migrate') {
    const { error } = await runMigrations({ kysely, dialect, schema: setup.schema });
    if (error) throw new Error(`Latchkey: ${error.message}`);
    return connected;
  }
  const inspect = async (): Promise<string | null> => {
    const drift = await checkSchemaDrift({ kysely, dialect, schema: setup.schema });
    return hasSchemaDrift(drift) ? formatSchemaDrift(drift) : null;
  };
  if (mode === 'warn') {
    const missing = await inspect();
    if (missing !== null) setup.logger.warn(missing);
    return connected;
  }
  const schemaGate = createSchemaGate({ inspect, logger: setup.logger });
  // Looks once at start so the log names what is missing before the first request.
  await schemaGate.check().catch((error: unknown) => {
    if (!(error instanceof AuthError && error.code === 'DATABASE_SCHEMA_MISSING')) {
      setup.logger.error('Latchkey: the database schema could not be checked at start', error);
    }
  });
  return { ...connected, schemaGate };
}
