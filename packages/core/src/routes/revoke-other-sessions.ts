import { defineEndpoint } from '../endpoint/define-endpoint.js';
import { markSessionsRevoked } from '../session/revocation-marker.js';
import { databaseSessionMiddleware } from '../session/session-middleware.js';

/** `POST /revoke-other-sessions`: ends every session of the user but this one. */
export const revokeOtherSessions = defineEndpoint({
  method: 'POST',
  path: '/revoke-other-sessions',
  use: [databaseSessionMiddleware],
  meta: { alwaysPost: true },
  handler: async (ctx): Promise<{ status: true }> => {
    await ctx.auth.db.deleteMany({
      model: 'session',
      where: [
        { field: 'userId', value: ctx.session.user.id },
        { field: 'id', operator: 'ne', value: ctx.session.session.id },
      ],
    });
    await markSessionsRevoked(ctx.auth, ctx.session.user.id);
    return { status: true };
  },
});
