import { z } from 'zod';
import { clearSessionCookies, defineEndpoint, hashTokenSync, markSessionsRevoked } from 'latchkey/plugins';
import { requireAdmin } from '../require-admin.js';

/**
 * `POST /admin/revoke-user-session`: ends one session of any user, named by
 * the token hash list-user-sessions answers or by the token itself. Needs
 * `session: revoke`. Answers `{ success: true }` whether or not it existed.
 */
export const revokeUserSession = defineEndpoint({
  method: 'POST',
  path: '/admin/revoke-user-session',
  body: z.object({ sessionToken: z.string().min(1).max(512) }),
  use: [requireAdmin({ permissions: { session: ['revoke'] }, code: 'YOU_ARE_NOT_ALLOWED_TO_REVOKE_USERS_SESSIONS' })],
  handler: async (ctx): Promise<{ success: true }> => {
    const { sessionToken } = ctx.body;
    const where = [{ field: 'token', operator: 'in' as const, value: [hashTokenSync(sessionToken), sessionToken] }];
    const row = await ctx.auth.db.findOne<{ id: string; userId: string; token: string }>({ model: 'session', where });
    if (!row) return { success: true };
    await ctx.auth.db.delete({ model: 'session', where: [{ field: 'id', value: row.id }] });
    await markSessionsRevoked(ctx.auth, row.userId);
    if (row.token === hashTokenSync(ctx.session.token)) clearSessionCookies(ctx);
    return { success: true };
  },
});
