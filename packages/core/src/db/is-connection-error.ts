/**
 * Driver error codes that mean the database could not be reached or dropped the
 * connection, not that the query was wrong: worth answering "try again" to.
 *
 * - Node sockets: refused, reset, broken pipe, timed out, host unreachable, DNS.
 * - Postgres SQLSTATE: class 08 (connection exception), 57P01–57P03 (terminated
 *   by an administrator, crash shutdown, cannot connect now), 53300 (too many
 *   connections).
 * - mysql2: lost or closed connection, server shutdown, too many connections.
 */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'ER_SERVER_SHUTDOWN',
  'ER_CON_COUNT_ERROR',
  'ER_NORMAL_SHUTDOWN',
]);

// pg and its pool report a dropped connection or a pool that could not hand one out by message only.
const CONNECTION_MESSAGES = [
  /^Connection terminated/,
  /not queryable/,
  /timeout exceeded when trying to connect/,
  /^Can't add new command when connection is in closed state/,
];

type Shape = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

/**
 * Whether an error thrown by a database call means the database is unreachable
 * or lost the connection (pg, mysql2), or is too busy to take the write (SQLite
 * `SQLITE_BUSY`, `SQLITE_LOCKED`), rather than a fault in the query. Follows
 * `cause` chains and the errors of an `AggregateError` (pg tries every address).
 *
 * @example
 * if (isConnectionError(error)) throw AuthError.of(CORE_ERROR_CODES, 'DATABASE_UNAVAILABLE');
 */
export function isConnectionError(error: unknown): boolean {
  return matches(error, 0);
}

function matches(error: unknown, depth: number): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const { code, message, cause, errors } = error as Shape;
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || /^SQLITE_(BUSY|LOCKED)/.test(code))) return true;
  if (typeof message === 'string' && CONNECTION_MESSAGES.some((pattern) => pattern.test(message))) return true;
  if (Array.isArray(errors) && errors.length > 0 && errors.every((inner) => matches(inner, depth + 1))) return true;
  return matches(cause, depth + 1);
}
