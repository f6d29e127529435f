import { defineEndpoint } from '../endpoint/define-endpoint.js';
import { hashTokenSync } from '../crypto/hash-token.js';
import { revokeUserSessions } from '../session/revoke-user-sessions.js';
import { databaseSessionMiddleware } from '../session/session-middleware.js';
import { emitEvent } from '../events/emit-event.js';

/** `POST /revoke-other-sessions`: ends every session of the user but this one. */
export const revokeOtherSessions = defineEndpoint({
  method: 'POST',
  path: '/revoke-other-sessions',
  use: [databaseSessionMiddleware],
  meta: { alwaysPost: true },
  handler: async (ctx): Promise<{ status: true }> => {
    await revokeUserSessions(ctx.auth, ctx.session.user.id, { keepTokenHash: hashTokenSync(ctx.session.token) });
    await emitEvent(ctx, { type: 'session.revoked', detail: { cause: 'other-session', scope: 'others' } });
    return { status: true };
  },
});
