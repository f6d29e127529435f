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
 * Logs an answer of 500 or more, once. An `AuthError` a route threw on purpose
 * (a documented 503: a captcha or breach-lookup provider, secondary storage
 * down) is an expected outcome, not a fault: one warn line with the status,
 * code, path and the cause's messages, without a stack. Anything else thrown is
 * logged at error with the original and its stack; a lost database as
 * `Database unavailable`.
 *
 * @example
 * logErrorAnswer(auth.logger, { thrown: error, answered: toAuthError(error), path: '/api/auth/sign-in/email' });
 */
export function logErrorAnswer(logger: Logger, input: { thrown: unknown; answered: AuthError; path: string }): void {
  const { thrown, answered, path } = input;
  if (answered.status < 500) return;
  // The schema gate logged what is missing once; a line per refused request would bury it.
  if (answered.code === 'DATABASE_SCHEMA_MISSING') return;
  if (thrown === answered) {
    logger.warn(`${answered.status} ${answered.code} on ${path}${causesOf(answered)}`);
    return;
  }
  logger.error(answered.code === 'DATABASE_UNAVAILABLE' ? 'Database unavailable' : 'Unhandled error', thrown);
}
