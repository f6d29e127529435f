import type { SqliteDatabase, SqliteStatement } from 'kysely';

type Shape = Record<string, unknown>;

/** The part of a `bun:sqlite` statement Latchkey uses. */
interface BunStatement {
  readonly columnNames: readonly string[];
  all(...parameters: readonly unknown[]): unknown[];
  run(...parameters: readonly unknown[]): { changes: number; lastInsertRowid: number | bigint };
}

/** The part of a `bun:sqlite` `Database` Latchkey uses. */
export interface BunDatabase {
  /** Prepares a statement, or reuses the one Bun cached for the same SQL. */
  query(sql: string): BunStatement;
  exec(sql: string): unknown;
  close(): unknown;
}

/**
 * Whether a handle is a `bun:sqlite` `Database`, told by its shape: it has
 * `query` and `serialize` where better-sqlite3 has `pragma`.
 */
export function isBunSqlite(handle: unknown): handle is BunDatabase {
  if (typeof handle !== 'object' || handle === null) return false;
  const shape = handle as Shape;
  return ['prepare', 'query', 'exec', 'serialize'].every((m) => typeof shape[m] === 'function') && !('pragma' in shape);
}

/** True when running on Bun, where better-sqlite3 does not load and `bun:sqlite` is built in. */
export function isBunRuntime(): boolean {
  return typeof (globalThis as { Bun?: unknown }).Bun !== 'undefined';
}

/**
 * Opens a `bun:sqlite` database. The specifier is a variable so that type-checkers
 * and bundlers for other runtimes leave it alone.
 */
export async function openBunSqlite(filename: string): Promise<BunDatabase> {
  const specifier = 'bun:sqlite';
  const { Database } = (await import(specifier)) as { Database: new (filename: string) => BunDatabase };
  return new Database(filename);
}

/**
 * Presents a `bun:sqlite` `Database` as the better-sqlite3 handle Kysely's
 * `SqliteDialect` drives: Bun spreads parameters where better-sqlite3 takes an
 * array, and tells a reading statement by its column names. Statements come from
 * Bun's own cache (`query`). Foreign keys are switched on, and WAL on files, as
 * for better-sqlite3.
 *
 * @example
 * import { Database } from 'bun:sqlite';
 * new SqliteDialect({ database: bunSqliteDatabase(new Database('app.db')) });
 */
export function bunSqliteDatabase(database: BunDatabase): SqliteDatabase {
  database.exec('PRAGMA foreign_keys = ON');
  // An in-memory database keeps its own journal mode and ignores this.
  database.exec('PRAGMA journal_mode = WAL');
  return {
    prepare(sql: string): SqliteStatement {
      const statement = database.query(sql);
      return {
        reader: statement.columnNames.length > 0,
        all: (parameters) => statement.all(...parameters),
        run: (parameters) => statement.run(...parameters),
        *iterate(parameters) {
          yield* statement.all(...parameters);
        },
      };
    },
    close: () => database.close(),
  };
}
