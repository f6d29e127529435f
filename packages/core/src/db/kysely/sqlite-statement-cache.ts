import type { SqliteDatabase, SqliteStatement } from 'kysely';
import { rowsAsObjects } from './sqlite-row-factory.js';

const MAX_STATEMENTS = 256;

/**
 * Kysely's SQLite driver prepares every query anew; on the session read that costs
 * as much as running it. This wraps a better-sqlite3 handle so one SQL text is
 * prepared once and reused (better-sqlite3 runs synchronously, so a statement is
 * never in use twice at once), and its rows are built by `rowsAsObjects`. The cache
 * is bounded, evicting the oldest entry.
 *
 * @example
 * new SqliteDialect({ database: withStatementCache(new Database('app.db')) });
 */
export function withStatementCache(database: SqliteDatabase): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    prepare(sql: string): SqliteStatement {
      let statement = statements.get(sql);
      if (statement === undefined) {
        if (statements.size >= MAX_STATEMENTS) statements.delete(statements.keys().next().value as string);
        statement = rowsAsObjects(database.prepare(sql));
        statements.set(sql, statement);
      }
      return statement;
    },
    close(): unknown {
      statements.clear();
      return database.close();
    },
  } as SqliteDatabase;
}
