import { defineEndpoint } from '../endpoint/define-endpoint.js';
import { sessionMiddleware } from '../session/session-middleware.js';
import { listUserSessions } from '../session/list-user-sessions.js';
import type { Session } from '../session/session-types.js';
import { coreRoutes } from './core-routes.js';

/**
 * `GET /list-sessions`: the user's active sessions. Each `token` is the stored
 * token hash, which /revoke-session accepts; the token itself exists only in the
 * cookie of the device that holds it.
 */
export const listSessions = defineEndpoint({
  ...coreRoutes.listSessions,
  use: [sessionMiddleware],
  meta: { noStore: true },
  handler: (ctx): Promise<Session[]> => listUserSessions(ctx.auth, ctx.session.user.id),
});
