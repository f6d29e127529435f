import { z } from 'zod';
import { booleanQuery } from '../account/boolean-query.js';
import { defineEndpoint } from '../endpoint/define-endpoint.js';
import { readSession } from '../session/read-session.js';
import type { SessionWithUser } from '../session/session-types.js';

/**
 * `GET /get-session`: the current session and its user, or null. One query; a
 * write only when the session is due for a refresh. Never cached by browsers or
 * proxies.
 */
export const getSession = defineEndpoint({
  method: 'GET',
  path: '/get-session',
  query: z.object({ disableCookieCache: booleanQuery.optional(), disableRefresh: booleanQuery.optional() }).optional(),
  meta: { noStore: true },
  handler: async (ctx): Promise<SessionWithUser | null> => {
    const current = await readSession(ctx, {
      disableCookieCache: ctx.query?.disableCookieCache,
      disableRefresh: ctx.query?.disableRefresh,
    });
    return current ? { session: current.session, user: current.user } : null;
  },
});
