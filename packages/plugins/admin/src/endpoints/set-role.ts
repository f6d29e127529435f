import {
  defineEndpoint,
  dropSessionCache,
  emitEvent,
  markSessionsRevoked,
  refreshSessionUser,
  lazySchema,
} from 'latchkey/plugins';
import { adminKey } from '../admin-options.js';
import { findTargetUser, publicUser } from '../find-target-user.js';
import { requireAdmin } from '../require-admin.js';
import { assertNotSelfDemotion } from '../self-demotion.js';
import { roleInput, storedRole } from '../role-input.js';
import type { AdminUser } from '../types.js';
import { adminRoutes } from '../routes.js';
import { adminActor } from '../admin-actor.js';

/**
 * `POST /admin/set-role`: replaces a user's role (one name or several). Needs
 * `user: set-role`; an unknown role answers 400 INVALID_ROLE, and taking away
 * your own role management 400 YOU_CANNOT_CHANGE_YOUR_OWN_ROLE.
 */
export const setRole = defineEndpoint({
  ...adminRoutes.setRole,
  body: lazySchema((z) => z.object({ userId: z.string().min(1).max(255), role: roleInput(z) })),
  use: [requireAdmin({ permissions: { user: ['set-role'] }, code: 'YOU_ARE_NOT_ALLOWED_TO_CHANGE_USERS_ROLE' })],
  handler: async (ctx): Promise<{ user: AdminUser }> => {
    const options = adminKey.options(ctx.auth);
    const role = storedRole(options, ctx.body.role);
    const target = await findTargetUser(ctx.auth, ctx.body.userId);
    assertNotSelfDemotion(options, { caller: ctx.session.user.id, target: target.id, role });
    const updated = await ctx.auth.db.transaction(async (tx) => {
      const row = await tx.update<Record<string, unknown>>({
        model: 'user',
        where: [{ field: 'id', value: target.id }],
        update: { role, updatedAt: new Date() },
      });
      await emitEvent(ctx, { type: 'admin.role-set', userId: target.id, actor: adminActor(ctx.session), detail: { role } }, { db: tx });
      return row;
    });
    // Cached session copies still show the old role; the next read goes to the database.
    await markSessionsRevoked(ctx.auth, target.id);
    await refreshSessionUser(ctx.auth, target.id);
    if (target.id === ctx.session.user.id) dropSessionCache(ctx);
    return { user: publicUser(ctx.auth, updated ?? { ...target, role }) };
  },
});
