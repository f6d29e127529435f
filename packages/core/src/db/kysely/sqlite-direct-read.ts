import type { SqliteDatabase } from 'kysely';

/** Rows of a read query run at once, or `undefined` when it must go through Kysely. */
export type DirectRead = (sql: string, parameters: readonly unknown[]) => readonly Record<string, unknown>[] | undefined;

/** What better-sqlite3's `Database` says about its connection. */
interface ConnectionState {
  open: boolean;
  inTransaction: boolean;
}

const isConnectionState = (handle: unknown): handle is ConnectionState =>
  typeof (handle as Partial<ConnectionState>).inTransaction === 'boolean' && typeof (handle as Partial<ConnectionState>).open === 'boolean';

/**
 * Runs a read on a better-sqlite3 handle without Kysely's connection lock, when
 * no transaction is open on it. better-sqlite3 runs each statement synchronously,
 * so the read sees what is committed, exactly as it would after taking the lock;
 * the lock only makes it wait for a transaction, which is when this answers
 * `undefined` and the read goes through Kysely. The lock and the layers around
 * it cost about as much as the session read itself. Statements come from
 * `statements` (the cache Kysely's dialect uses), so rows are the same objects.
 * Only for a Kysely instance Latchkey made, which has no plugins or logging.
 *
 * @example
 * const statements = withStatementCache(handle);
 * const read = sqliteDirectRead(handle, statements); // read(sql, [hash]) ?? (await kysely.executeQuery(query)).rows
 */
export function sqliteDirectRead(handle: unknown, statements: SqliteDatabase): DirectRead | undefined {
  if (!isConnectionState(handle)) return undefined;
  return (sql, parameters) => {
    if (handle.inTransaction || !handle.open) return undefined;
    const statement = statements.prepare(sql);
    return statement.reader ? (statement.all(parameters) as Record<string, unknown>[]) : undefined;
  };
}
