import { defineEndpoint, emitEvent, refreshSessionUser, lazySchema } from 'latchkey/plugins';
import { findTargetUser, publicUser } from '../find-target-user.js';
import { requireAdmin } from '../require-admin.js';
import type { AdminUser } from '../types.js';
import { adminRoutes } from '../routes.js';
import { adminActor } from '../admin-actor.js';

/** `POST /admin/unban-user`: lifts a ban and clears its reason and end. Needs `user: ban`. */
export const unbanUser = defineEndpoint({
  ...adminRoutes.unbanUser,
  body: lazySchema((z) => z.object({ userId: z.string().min(1).max(255) })),
  use: [requireAdmin({ permissions: { user: ['ban'] }, code: 'YOU_ARE_NOT_ALLOWED_TO_BAN_USERS' })],
  handler: async (ctx): Promise<{ user: AdminUser }> => {
    const target = await findTargetUser(ctx.auth, ctx.body.userId);
    const lifted = { banned: false, banReason: null, banExpires: null };
    const updated = await ctx.auth.db.transaction(async (tx) => {
      const row = await tx.update<Record<string, unknown>>({
        model: 'user',
        where: [{ field: 'id', value: target.id }],
        update: { ...lifted, updatedAt: new Date() },
      });
      await emitEvent(ctx, { type: 'admin.user-unbanned', userId: target.id, actor: adminActor(ctx.session) }, { db: tx });
      return row;
    });
    await refreshSessionUser(ctx.auth, target.id);
    return { user: publicUser(ctx.auth, updated ?? { ...target, ...lifted }) };
  },
});
