import { Kysely, MysqlDialect, PostgresDialect } from 'kysely';
import { createPool } from 'mysql2';
import pg from 'pg';
import type { AuthOptions } from 'latchkey';

/** Where a database lives: a server URL and, on Postgres, the schema to use (`search_path`). */
export interface DatabaseAddress {
  dialect: 'postgres' | 'mysql';
  url: string;
  schema?: string;
}

const postgresPool = (address: DatabaseAddress, max: number): pg.Pool =>
  new pg.Pool({ connectionString: address.url, max, ...(address.schema ? { options: `-c search_path=${address.schema}` } : {}) });

/**
 * The `database` option of an instance on an address, as an app would give it:
 * a `pg` pool set to the schema, or the MySQL URL for Latchkey to open.
 *
 * @example
 * createAuth({ database: databaseInputAt({ dialect: 'postgres', url, schema: 'app' }) });
 */
export function databaseInputAt(address: DatabaseAddress): NonNullable<AuthOptions['database']> {
  return address.dialect === 'postgres' ? postgresPool(address, 10) : address.url;
}

/**
 * A Kysely connection of its own to an address, for a test that looks at or
 * changes the rows the instances share.
 *
 * @example
 * const db = kyselyAt(address);
 * try { await db.selectFrom('user').selectAll().execute(); } finally { await db.destroy(); }
 */
export function kyselyAt(address: DatabaseAddress): Kysely<any> {
  return new Kysely<any>({
    dialect:
      address.dialect === 'postgres'
        ? new PostgresDialect({ pool: postgresPool(address, 1) })
        : new MysqlDialect({ pool: createPool({ uri: address.url, connectionLimit: 1 }) }),
  });
}
