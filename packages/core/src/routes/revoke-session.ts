import { lazySchema } from '../endpoint/lazy-schema.js';
import { hashTokenSync } from '../crypto/hash-token.js';
import { defineEndpoint } from '../endpoint/define-endpoint.js';
import { databaseSessionMiddleware } from '../session/session-middleware.js';
import { endSession } from '../session/end-session.js';
import { clearSessionCookies } from '../session/session-cookies.js';
import { coreRoutes } from './core-routes.js';
import { emitEvent } from '../events/emit-event.js';
import { sessionTransaction } from '../session/session-transaction.js';

/**
 * `POST /revoke-session`: ends one of the caller's own sessions, named by its
 * token or by the token hash that /list-sessions returns. Another user's session
 * is never touched, and the answer does not say whether it exists.
 */
export const revokeSession = defineEndpoint({
  ...coreRoutes.revokeSession,
  body: lazySchema((z) => z.object({ token: z.string().min(1).max(512) })),
  use: [databaseSessionMiddleware],
  handler: async (ctx): Promise<{ status: true }> => {
    const { token } = ctx.body;
    const hashes = [hashTokenSync(token), token];
    await sessionTransaction(ctx.auth, async (tx) => {
      for (const hash of hashes) {
        const ended = await endSession(ctx.auth, hash, { userId: ctx.session.user.id, db: tx });
        if (ended) await emitEvent(ctx, { type: 'session.revoked', detail: { cause: 'user', scope: 'one' } }, { db: tx });
      }
    });
    if (hashes.includes(hashTokenSync(ctx.session.token))) clearSessionCookies(ctx);
    return { status: true };
  },
});
