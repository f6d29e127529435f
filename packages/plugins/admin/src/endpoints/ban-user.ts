import { AuthError, defineEndpoint, emitEvent, revokeUserSessions, lazySchema, sessionTransaction } from 'latchkey/plugins';
import { adminKey } from '../admin-options.js';
import { ADMIN_ERROR_CODES } from '../error-codes.js';
import { findTargetUser, publicUser } from '../find-target-user.js';
import { requireAdmin } from '../require-admin.js';
import type { AdminUser } from '../types.js';
import { adminRoutes } from '../routes.js';
import { adminActor } from '../admin-actor.js';

/**
 * `POST /admin/ban-user`: bans a user, with a reason and an optional length
 * in seconds, and ends all their sessions at once (cached copies included).
 * Every later sign-in answers 403 BANNED_USER until the ban is lifted or
 * ends. Needs `user: ban`; banning yourself answers 400.
 */
export const banUser = defineEndpoint({
  ...adminRoutes.banUser,
  body: lazySchema((z) => z.object({
    userId: z.string().min(1).max(255),
    banReason: z.string().max(1000).optional(),
    banExpiresIn: z.number().int().positive().optional(),
  })),
  use: [requireAdmin({ permissions: { user: ['ban'] }, code: 'YOU_ARE_NOT_ALLOWED_TO_BAN_USERS' })],
  handler: async (ctx): Promise<{ user: AdminUser }> => {
    if (ctx.body.userId === ctx.session.user.id) throw AuthError.of(ADMIN_ERROR_CODES, 'YOU_CANNOT_BAN_YOURSELF');
    const options = adminKey.options(ctx.auth);
    const target = await findTargetUser(ctx.auth, ctx.body.userId);
    const expiresIn = ctx.body.banExpiresIn ?? options.defaultBanExpiresIn;
    const ban = {
      banned: true,
      banReason: ctx.body.banReason ?? options.defaultBanReason,
      banExpires: expiresIn === undefined ? null : new Date(Date.now() + expiresIn * 1000),
    };
    const detail = { reason: ban.banReason ?? null, expiresAt: ban.banExpires };
    // The ban, the end of the sessions and the event commit together.
    const updated = await sessionTransaction(ctx.auth, async (tx) => {
      const row = await tx.update<Record<string, unknown>>({
        model: 'user',
        where: [{ field: 'id', value: target.id }],
        update: { ...ban, updatedAt: new Date() },
      });
      await revokeUserSessions(ctx.auth, target.id, { db: tx });
      await emitEvent(ctx, { type: 'admin.user-banned', userId: target.id, actor: adminActor(ctx.session), detail }, { db: tx });
      return row;
    });
    return { user: publicUser(ctx.auth, updated ?? { ...target, ...ban }) };
  },
});
