import { AuthError, CORE_ERROR_CODES, defineEndpoint, deleteUserData, emitEvent, lazySchema } from 'latchkey/plugins';
import type { DatabaseAdapter } from 'latchkey';
import { ADMIN_ERROR_CODES } from '../error-codes.js';
import { requireAdmin } from '../require-admin.js';
import { adminRoutes } from '../routes.js';
import { adminActor } from '../admin-actor.js';

/**
 * `POST /admin/remove-user`: deletes a user with their sessions, accounts,
 * pending tokens and every plugin row that references them, in one
 * transaction (the app's `user.deleteUser` hooks run too). Needs
 * `user: delete`; removing yourself answers 400.
 */
export const removeUser = defineEndpoint({
  ...adminRoutes.removeUser,
  body: lazySchema((z) => z.object({ userId: z.string().min(1).max(255) })),
  use: [requireAdmin({ permissions: { user: ['delete'] }, code: 'YOU_ARE_NOT_ALLOWED_TO_DELETE_USERS' })],
  handler: async (ctx): Promise<{ success: true }> => {
    if (ctx.body.userId === ctx.session.user.id) throw AuthError.of(ADMIN_ERROR_CODES, 'YOU_CANNOT_REMOVE_YOURSELF');
    const event = { type: 'admin.user-removed', userId: ctx.body.userId, actor: adminActor(ctx.session) } as const;
    const withDeletion = (tx: DatabaseAdapter): Promise<void> => emitEvent(ctx, event, { db: tx });
    const deleted = await deleteUserData(ctx.auth, ctx.body.userId, { request: ctx.request, withDeletion });
    if (!deleted) throw AuthError.of(CORE_ERROR_CODES, 'USER_NOT_FOUND');
    return { success: true };
  },
});
