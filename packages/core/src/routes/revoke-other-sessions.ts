import { defineEndpoint } from '../endpoint/define-endpoint.js';
import { hashTokenSync } from '../crypto/hash-token.js';
import { revokeUserSessions } from '../session/revoke-user-sessions.js';
import { databaseSessionMiddleware } from '../session/session-middleware.js';
import { coreRoutes } from './core-routes.js';
import { emitEvent } from '../events/emit-event.js';
import { sessionTransaction } from '../session/session-transaction.js';

/** `POST /revoke-other-sessions`: ends every session of the user but this one. */
export const revokeOtherSessions = defineEndpoint({
  ...coreRoutes.revokeOtherSessions,
  use: [databaseSessionMiddleware],
  handler: async (ctx): Promise<{ status: true }> => {
    const keepTokenHash = hashTokenSync(ctx.session.token);
    await sessionTransaction(ctx.auth, async (tx) => {
      await revokeUserSessions(ctx.auth, ctx.session.user.id, { keepTokenHash, db: tx });
      await emitEvent(ctx, { type: 'session.revoked', detail: { cause: 'other-session', scope: 'others' } }, { db: tx });
    });
    return { status: true };
  },
});
