import { MysqlDialect, PostgresDialect, SqliteDialect } from 'kysely';
import type { MysqlPool, PostgresPool, SqliteDatabase } from 'kysely';
import { fileURLToPath } from 'node:url';
import { bunSqliteDatabase, isBunRuntime, openBunSqlite } from './bun-sqlite.js';
import { prepareSqlite, type NamedDialect } from './dialect-from-handle.js';
import { guardPostgresPool } from './guard-postgres-pool.js';
import { sqliteDirectRead } from './sqlite-direct-read.js';
import { withStatementCache } from './sqlite-statement-cache.js';

/**
 * Opens the database a URL names. Drivers are optional peers loaded with
 * `import()` only when a URL asks for them, so a Postgres app never loads
 * better-sqlite3.
 *
 * - `sqlite:./app.db`, `sqlite:///abs/app.db`, `sqlite::memory:`, `file:./app.db`, `:memory:`
 *   (better-sqlite3 on Node, the built-in `bun:sqlite` on Bun)
 * - `postgres://…`, `postgresql://…`
 * - `mysql://…`, `mariadb://…` (the pool reads and writes dates in UTC)
 *
 * @example
 * const { dialect, name } = await dialectFromUrl('sqlite::memory:');
 */
export async function dialectFromUrl(url: string): Promise<NamedDialect> {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if ((url === ':memory:' || scheme === 'sqlite' || scheme === 'file') && isBunRuntime()) {
    // better-sqlite3 does not load on Bun; its built-in driver takes the same file.
    const database = bunSqliteDatabase(await openBunSqlite(sqliteFilename(url)));
    return { dialect: new SqliteDialect({ database }), name: 'sqlite' };
  }
  if (url === ':memory:' || scheme === 'sqlite' || scheme === 'file') {
    const { default: Database } = await load('better-sqlite3', () => import('better-sqlite3'));
    const handle = new Database(sqliteFilename(url)) as unknown as Record<string, unknown>;
    prepareSqlite(handle);
    const statements = withStatementCache(handle as unknown as SqliteDatabase);
    return { dialect: new SqliteDialect({ database: statements }), name: 'sqlite', directRead: sqliteDirectRead(handle, statements) };
  }
  if (scheme === 'postgres' || scheme === 'postgresql') {
    const { default: pg } = await load('pg', () => import('pg'));
    const pool = guardPostgresPool(new pg.Pool({ connectionString: url }));
    return { dialect: new PostgresDialect({ pool: pool as unknown as PostgresPool }), name: 'postgres' };
  }
  if (scheme === 'mysql' || scheme === 'mariadb') {
    const { default: mysql } = await load('mysql2', () => import('mysql2'));
    const uri = scheme === 'mariadb' ? `mysql:${url.slice('mariadb:'.length)}` : url;
    const pool = mysql.createPool({ uri, timezone: 'Z', supportBigNumbers: true });
    return { dialect: new MysqlDialect({ pool: pool as unknown as MysqlPool }), name: 'mysql' };
  }
  throw new Error(
    `Latchkey: unsupported database URL scheme "${scheme ?? url}"; use sqlite:, postgres:// or mysql://.`,
  );
}

/**
 * The better-sqlite3 filename of a `sqlite:` or `file:` URL.
 *
 * @example
 * sqliteFilename('sqlite:./data/app.db'); // './data/app.db'
 * sqliteFilename('sqlite::memory:'); // ':memory:'
 */
export function sqliteFilename(url: string): string {
  if (url.startsWith('file://')) return fileURLToPath(url);
  const rest = url.replace(/^(sqlite|file):/i, '');
  if (rest === ':memory:' || rest === '' || rest === '//:memory:') return ':memory:';
  // `sqlite:///abs/app.db` → `/abs/app.db`, `sqlite://./app.db` → `./app.db`
  return rest.startsWith('//') ? rest.slice(2) : rest;
}

// Literal `import()` calls so bundlers can still see (and externalise) each driver.
async function load<T>(name: string, importer: () => Promise<T>): Promise<T> {
  try {
    return await importer();
  } catch (error) {
    throw new Error(`Latchkey: this database URL needs the "${name}" package; install it (npm i ${name}).`, {
      cause: error,
    });
  }
}
