import type { DialectAdapter, Kysely } from 'kysely';
import type { SqlDialect } from '../migrate/column-type.js';

/**
 * Which SQL a Kysely instance speaks, read from what its dialect adapter
 * supports rather than from class identity, so a second copy of Kysely, a
 * wrapper dialect or PGlite is recognised too.
 *
 * @example
 * detectDialect(new Kysely<any>({ dialect: new PostgresDialect({ pool }) })); // 'postgres'
 */
export function detectDialect(db: Kysely<any>): SqlDialect {
  return dialectOfAdapter(db.getExecutor().adapter);
}

/** The SQL dialect behind a Kysely dialect adapter; throws for ones Latchkey does not support. */
export function dialectOfAdapter(adapter: DialectAdapter): SqlDialect {
  // MSSQL returns rows with OUTPUT instead of RETURNING; its SQL differs too much.
  if (adapter.supportsOutput) {
    throw new Error('Latchkey: this Kysely dialect is not supported; use SQLite, Postgres or MySQL/MariaDB.');
  }
  if (!adapter.supportsReturning) return 'mysql';
  return adapter.supportsTransactionalDdl ? 'postgres' : 'sqlite';
}
