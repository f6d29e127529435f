import { clearSessionCookies, defineEndpoint, emitEvent, endSession, hashTokenSync, lazySchema, sessionTransaction } from 'latchkey/plugins';
import { requireAdmin } from '../require-admin.js';
import { adminRoutes } from '../routes.js';
import { adminActor } from '../admin-actor.js';

/**
 * `POST /admin/revoke-user-session`: ends one session of any user, named by
 * the token hash list-user-sessions answers or by the token itself. Needs
 * `session: revoke`. Answers `{ success: true }` whether or not it existed.
 */
export const revokeUserSession = defineEndpoint({
  ...adminRoutes.revokeUserSession,
  body: lazySchema((z) => z.object({ sessionToken: z.string().min(1).max(512) })),
  use: [requireAdmin({ permissions: { session: ['revoke'] }, code: 'YOU_ARE_NOT_ALLOWED_TO_REVOKE_USERS_SESSIONS' })],
  handler: async (ctx): Promise<{ success: true }> => {
    const { sessionToken } = ctx.body;
    const own = hashTokenSync(ctx.session.token);
    const endedHashes = await sessionTransaction(ctx.auth, async (tx) => {
      const hashes: string[] = [];
      for (const hash of [hashTokenSync(sessionToken), sessionToken]) {
        const ended = await endSession(ctx.auth, hash, { db: tx });
        if (!ended) continue;
        const detail = { cause: 'admin', scope: 'one' } as const;
        await emitEvent(ctx, { type: 'session.revoked', userId: ended.userId, actor: adminActor(ctx.session), detail }, { db: tx });
        hashes.push(hash);
      }
      return hashes;
    });
    if (endedHashes.includes(own)) clearSessionCookies(ctx);
    return { success: true };
  },
});
