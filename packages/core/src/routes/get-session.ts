import { lazySchema } from '../endpoint/lazy-schema.js';
import { booleanQuery } from '../account/boolean-query.js';
import { defineEndpoint } from '../endpoint/define-endpoint.js';
import { readSession } from '../session/read-session.js';
import type { SessionWithUser } from '../session/session-types.js';
import { coreRoutes } from './core-routes.js';

/**
 * `GET /get-session`: the current session and its user, or null. One query; a
 * write only when the session is due for a refresh. Never cached by browsers or
 * proxies.
 */
export const getSession = defineEndpoint({
  ...coreRoutes.getSession,
  // Built on the first call that has a query: a plain get-session, the first request
  // of most apps, runs without loading zod.
  query: lazySchema(
    (z) => z.object({ disableCookieCache: booleanQuery(z).optional(), disableRefresh: booleanQuery(z).optional() }).optional(),
    { optional: true },
  ),
  meta: { noStore: true },
  handler: async (ctx): Promise<SessionWithUser | null> => {
    const current = await readSession(ctx, {
      disableCookieCache: ctx.query?.disableCookieCache,
      disableRefresh: ctx.query?.disableRefresh,
    });
    return current ? { session: current.session, user: current.user } : null;
  },
});
