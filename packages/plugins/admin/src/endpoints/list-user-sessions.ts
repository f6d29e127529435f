import { defineEndpoint, listUserSessions as listSessionsOf, lazySchema } from 'latchkey/plugins';
import { requireAdmin } from '../require-admin.js';
import type { AdminSession } from '../types.js';
import { adminRoutes } from '../routes.js';

/**
 * `POST /admin/list-user-sessions`: a user's unexpired sessions, newest
 * first. Each `token` is the stored token hash, which revoke-user-session
 * accepts; the token itself only ever exists on the device holding it.
 * Needs `session: list`.
 */
export const listUserSessions = defineEndpoint({
  ...adminRoutes.listUserSessions,
  body: lazySchema((z) => z.object({ userId: z.string().min(1).max(255) })),
  use: [requireAdmin({ permissions: { session: ['list'] }, code: 'YOU_ARE_NOT_ALLOWED_TO_LIST_USERS_SESSIONS' })],
  meta: { noStore: true },
  handler: async (ctx): Promise<{ sessions: AdminSession[] }> => {
    const sessions = (await listSessionsOf(ctx.auth, ctx.body.userId)) as AdminSession[];
    return { sessions };
  },
});
