import { defineMiddleware } from '../endpoint/define-endpoint.js';
import { AuthError } from '../error/auth-error.js';
import { CORE_ERROR_CODES } from '../error/core-error-codes.js';
import { readSession, type CurrentSession } from './read-session.js';

/**
 * Requires a signed-in session and hands it to the handler as `ctx.session`.
 * Answers 401 UNAUTHORIZED otherwise.
 *
 * @example
 * defineEndpoint({ method: 'GET', path: '/me', use: [sessionMiddleware], handler: (ctx) => ctx.session.user });
 */
export const sessionMiddleware = defineMiddleware(async (ctx): Promise<{ session: CurrentSession }> => {
  const session = await readSession(ctx);
  if (!session) throw AuthError.of(CORE_ERROR_CODES, 'UNAUTHORIZED');
  return { session };
});

/** Like `sessionMiddleware`, but always reads the database: for sensitive routes. */
export const databaseSessionMiddleware = defineMiddleware(async (ctx): Promise<{ session: CurrentSession }> => {
  const session = await readSession(ctx, { disableCookieCache: true });
  if (!session) throw AuthError.of(CORE_ERROR_CODES, 'UNAUTHORIZED');
  return { session };
});
