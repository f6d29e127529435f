import type { Logger } from '../logger/create-logger.js';
import type { AuthOptions } from '../declarations/auth-context.js';
import type { SessionConfig } from '../session/session-config.js';
import type { Dialect } from '../declarations/context-services.js';

/**
 * Warns once, at start, when a revocation cannot reach other instances: the
 * cookie cache is on, the database is a server (Postgres, MySQL: the kind
 * several instances share) and `secondaryStorage` is left in this process's
 * memory. Revocation markers then live in one process only, and another
 * instance keeps trusting a revoked session's cached copy until `maxAge`. A
 * single instance is fine, so this warns rather than refuses.
 *
 * @example
 * warnUnsharedRevocations({ options, session, dialect: 'postgres', logger });
 */
export function warnUnsharedRevocations(input: {
  options: AuthOptions;
  session: SessionConfig;
  dialect: Dialect | undefined;
  logger: Logger;
}): void {
  const { options, session, dialect, logger } = input;
  if (!session.cookieCache.enabled || options.secondaryStorage || (dialect !== 'postgres' && dialect !== 'mysql')) return;
  logger.warn(
    `session.cookieCache is on with a ${dialect === 'postgres' ? 'Postgres' : 'MySQL'} database and no secondaryStorage: ` +
      'revocation markers stay in this process, so with several instances a session revoked on one is still trusted by the others ' +
      `for up to cookieCache.maxAge (${session.cookieCache.maxAge} s). Share a secondaryStorage between instances ` +
      '(secondaryStorage: redisKeyValueStore(redis)), or turn the cookie cache off.',
  );
}
