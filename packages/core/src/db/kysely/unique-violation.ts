import { UniqueConstraintError } from '../adapter.js';

// SQLite (better-sqlite3), Postgres (pg) and MySQL/MariaDB (mysql2) codes.
const uniqueCodes = new Set(['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY', '23505', 'ER_DUP_ENTRY']);
const MYSQL_DUP_ENTRY = 1062;
const MYSQL_LOCK_DEADLOCK = 1213;

/**
 * The error to rethrow for a failed write: a `UniqueConstraintError` when the
 * driver reported a unique or primary-key violation, otherwise the error itself.
 *
 * @example
 * try { await query.execute(); } catch (error) { throw toUniqueViolation(error, 'user'); }
 */
export function toUniqueViolation(error: unknown, model: string): unknown {
  if (error instanceof UniqueConstraintError) return error;
  if (typeof error !== 'object' || error === null) return error;
  const { code, errno } = error as { code?: unknown; errno?: unknown };
  if ((typeof code === 'string' && uniqueCodes.has(code)) || errno === MYSQL_DUP_ENTRY) {
    return new UniqueConstraintError(model, { cause: error });
  }
  return error;
}

/** Whether MySQL chose this transaction as a deadlock victim, so it may be retried. */
export function isDeadlock(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, errno } = error as { code?: unknown; errno?: unknown };
  return errno === MYSQL_LOCK_DEADLOCK || code === 'ER_LOCK_DEADLOCK';
}
