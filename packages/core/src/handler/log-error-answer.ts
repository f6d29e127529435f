import type { AuthError } from '../error/auth-error.js';
import type { Logger } from '../logger/create-logger.js';

// Enough of a cause chain to say what failed (fetch failed: connect ECONNREFUSED …), never a stack.
const MAX_CAUSES = 4;

function causesOf(error: AuthError): string {
  const messages: string[] = [];
  let cause: unknown = error.cause;
  while (cause !== undefined && cause !== null && messages.length < MAX_CAUSES) {
    messages.push(cause instanceof Error ? cause.message : String(cause));
    cause = cause instanceof Error ? cause.cause : undefined;
  }
  return messages.length === 0 ? '' : ` (${messages.join(': ')})`;
}

/**
 * Logs an answer of 500 or more, once. A 503 `AuthError` a route threw on
 * purpose (a captcha or breach-lookup provider, secondary storage down) is an
 * outage it documents, not a fault: one warn line with the status, code, path
 * and the cause's messages, without a stack. Any other 5xx is a failure, logged
 * at error with what was thrown and its stack: under its code when a route
 * threw it (`FAILED_TO_CREATE_SESSION`), as `Unhandled error` when nothing
 * did, and a lost database as `Database unavailable`. An error thrown with
 * `logged: true` was already reported by its thrower and is not logged again.
 *
 * @example
 * logErrorAnswer(auth.logger, { thrown: error, answered: toAuthError(error), path: '/api/auth/sign-in/email' });
 */
export function logErrorAnswer(logger: Logger, input: { thrown: unknown; answered: AuthError; path: string }): void {
  const { thrown, answered, path } = input;
  if (answered.status < 500) return;
  // Its thrower logged it once with the fix (the schema gate); a line per refused request would bury it.
  if (answered.logged) return;
  const line = `${answered.status} ${answered.code} on ${path}`;
  if (thrown !== answered) logger.error(answered.code === 'DATABASE_UNAVAILABLE' ? 'Database unavailable' : 'Unhandled error', thrown);
  else if (answered.status === 503) logger.warn(`${line}${causesOf(answered)}`);
  else logger.error(line, thrown);
}
