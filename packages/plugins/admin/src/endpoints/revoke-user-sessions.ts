import { clearSessionCookies, defineEndpoint, emitEvent, revokeUserSessions as revokeAll, lazySchema, sessionTransaction } from 'latchkey/plugins';
import { requireAdmin } from '../require-admin.js';
import { adminRoutes } from '../routes.js';
import { adminActor } from '../admin-actor.js';

/** `POST /admin/revoke-user-sessions`: ends every session of a user at once. Needs `session: revoke`. */
export const revokeUserSessions = defineEndpoint({
  ...adminRoutes.revokeUserSessions,
  body: lazySchema((z) => z.object({ userId: z.string().min(1).max(255) })),
  use: [requireAdmin({ permissions: { session: ['revoke'] }, code: 'YOU_ARE_NOT_ALLOWED_TO_REVOKE_USERS_SESSIONS' })],
  handler: async (ctx): Promise<{ success: true }> => {
    const { userId } = ctx.body;
    await sessionTransaction(ctx.auth, async (tx) => {
      await revokeAll(ctx.auth, userId, { db: tx });
      await emitEvent(ctx, { type: 'session.revoked', userId, actor: adminActor(ctx.session), detail: { cause: 'admin', scope: 'all' } }, { db: tx });
    });
    if (userId === ctx.session.user.id) clearSessionCookies(ctx);
    return { success: true };
  },
});
