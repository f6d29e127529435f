import {
  checkNewPassword,
  clearSessionCookies,
  defineEndpoint,
  markSessionsRevoked,
  passwordInput,
  revokeUserSessions,
  saveCredentialPassword,
  lazySchema,
  emitEvent,
} from 'latchkey/plugins';
import { findTargetUser } from '../find-target-user.js';
import { requireAdmin } from '../require-admin.js';
import { adminRoutes } from '../routes.js';
import { adminActor } from '../admin-actor.js';

/**
 * `POST /admin/set-user-password`: sets a user's password (creating their
 * password account when they have none) after the password policy, and ends
 * every session of theirs, so whoever knew the old password is out. Needs
 * `user: set-password`.
 */
export const setUserPassword = defineEndpoint({
  ...adminRoutes.setUserPassword,
  body: lazySchema((z) => z.object({ userId: z.string().min(1).max(255), newPassword: passwordInput(z) })),
  use: [requireAdmin({ permissions: { user: ['set-password'] }, code: 'YOU_ARE_NOT_ALLOWED_TO_SET_USERS_PASSWORD' })],
  handler: async (ctx): Promise<{ status: true }> => {
    const auth = ctx.auth;
    const target = await findTargetUser(auth, ctx.body.userId);
    await checkNewPassword(ctx, { password: ctx.body.newPassword, user: { id: target.id, email: target.email } });
    // Hashing happens outside the transaction: it is slow and needs no lock.
    const hash = await auth.password.hasher.hash(ctx.body.newPassword);
    await auth.db.transaction(async (tx) => {
      await saveCredentialPassword(auth, { db: tx, userId: target.id, hash });
      await revokeUserSessions(auth, target.id, { db: tx });
      await emitEvent(ctx, { type: 'admin.password-set', userId: target.id, actor: adminActor(ctx.session) }, { db: tx });
    });
    await markSessionsRevoked(auth, target.id);
    if (target.id === ctx.session.user.id) clearSessionCookies(ctx);
    return { status: true };
  },
});
