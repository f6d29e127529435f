import { MysqlDialect, PostgresDialect, SqliteDialect } from 'kysely';
import type { Dialect, MysqlPool, PostgresPool, SqliteDatabase } from 'kysely';
import type { SqlDialect } from '../migrate/column-type.js';
import { bunSqliteDatabase, isBunSqlite } from './bun-sqlite.js';
import { guardPostgresPool } from './guard-postgres-pool.js';
import { sqliteDirectRead, type DirectRead } from './sqlite-direct-read.js';
import { withStatementCache } from './sqlite-statement-cache.js';

/** A Kysely dialect together with the SQL it speaks. */
export interface NamedDialect {
  dialect: Dialect;
  name: SqlDialect;
  /** Reads that may skip Kysely's connection lock (a better-sqlite3 handle); see `sqliteDirectRead`. */
  directRead?: DirectRead;
}

type Shape = Record<string, unknown>;

const has = (value: unknown, ...methods: string[]): value is Shape =>
  typeof value === 'object' && value !== null && methods.every((m) => typeof (value as Shape)[m] === 'function');

/**
 * Recognises a driver handle by its shape, never by `instanceof`, so Latchkey
 * needs no driver at import time and works with whichever copy the app has:
 * a better-sqlite3 or `bun:sqlite` `Database`, a pg `Pool`, or a mysql2 pool (callback or promise API).
 * Returns `undefined` for anything else.
 *
 * @example
 * dialectFromHandle(new Database('app.db'))?.name; // 'sqlite'
 */
export function dialectFromHandle(handle: unknown): NamedDialect | undefined {
  if (has(handle, 'prepare', 'pragma', 'exec')) {
    prepareSqlite(handle);
    const statements = withStatementCache(handle as unknown as SqliteDatabase);
    return { dialect: new SqliteDialect({ database: statements }), name: 'sqlite', directRead: sqliteDirectRead(handle, statements) };
  }
  if (isBunSqlite(handle)) return { dialect: new SqliteDialect({ database: bunSqliteDatabase(handle) }), name: 'sqlite' };
  const mysqlPool = mysqlPoolOf(handle);
  if (mysqlPool) {
    assertUtc(mysqlPool);
    return { dialect: new MysqlDialect({ pool: mysqlPool as unknown as MysqlPool }), name: 'mysql' };
  }
  if (has(handle, 'connect', 'query', 'end') && 'totalCount' in handle && 'idleCount' in handle) {
    const pool = guardPostgresPool(handle as unknown as PostgresPool & { on(event: string, listener: () => void): unknown });
    return { dialect: new PostgresDialect({ pool }), name: 'postgres' };
  }
  return undefined;
}

/**
 * Foreign keys on for cascades; on files, WAL so readers do not wait for the writer,
 * and a page cache of up to 64 MiB (filled only as pages are read) so session
 * lookups in a large table stay in memory instead of reading the file again.
 */
export function prepareSqlite(handle: Shape): void {
  const pragma = handle.pragma as (source: string) => unknown;
  pragma.call(handle, 'foreign_keys = ON');
  if (handle.memory === true) return;
  pragma.call(handle, 'journal_mode = WAL');
  pragma.call(handle, 'cache_size = -65536');
}

function mysqlPoolOf(handle: unknown): Shape | undefined {
  if (!has(handle, 'getConnection', 'query')) return undefined;
  // The promise API wraps the callback pool Kysely drives in `.pool`.
  const pool = has(handle.pool, 'getConnection') ? handle.pool : handle;
  const config = (pool.config as Shape | undefined)?.connectionConfig;
  return typeof config === 'object' && config !== null ? pool : undefined;
}

// mysql2 reads DATETIME columns in the pool's time zone; anything but UTC would
// shift every date by the server's offset.
function assertUtc(pool: Shape): void {
  const config = (pool.config as { connectionConfig: { timezone?: string; dateStrings?: unknown } }).connectionConfig;
  if (config.dateStrings === true) return;
  if (config.timezone === 'Z' || config.timezone === '+00:00' || config.timezone === '-00:00') return;
  throw new Error(
    `Latchkey: the mysql2 pool must read dates in UTC; create it with { timezone: 'Z' } (it has "${
      config.timezone ?? 'local'
    }").`,
  );
}
