import { defineEndpoint } from '../endpoint/define-endpoint.js';
import { databaseSessionMiddleware } from '../session/session-middleware.js';
import { revokeUserSessions } from '../session/revoke-user-sessions.js';
import { clearSessionCookies } from '../session/session-cookies.js';
import { coreRoutes } from './core-routes.js';
import { emitEvent } from '../events/emit-event.js';
import { sessionTransaction } from '../session/session-transaction.js';

/** `POST /revoke-sessions`: ends every session of the user, this one included. */
export const revokeSessions = defineEndpoint({
  ...coreRoutes.revokeSessions,
  use: [databaseSessionMiddleware],
  handler: async (ctx): Promise<{ status: true }> => {
    await sessionTransaction(ctx.auth, async (tx) => {
      await revokeUserSessions(ctx.auth, ctx.session.user.id, { db: tx });
      await emitEvent(ctx, { type: 'session.revoked', detail: { cause: 'user', scope: 'all' } }, { db: tx });
    });
    clearSessionCookies(ctx);
    return { status: true };
  },
});
