import {
  AuthError,
  CORE_ERROR_CODES,
  defineEndpoint,
  dropSessionCache,
  issueSession,
  lazySchema,
  emitEvent,
} from 'latchkey/plugins';
import type { Session } from 'latchkey/plugins';
import { adminKey } from '../admin-options.js';
import { saveAdminSession } from '../admin-session-cookie.js';
import { ADMIN_ERROR_CODES } from '../error-codes.js';
import { findTargetUser, publicUser } from '../find-target-user.js';
import { isAdminRole } from '../has-admin-permission.js';
import { impersonatorOf } from '../impersonation-guard.js';
import { requireAdmin } from '../require-admin.js';
import type { AdminUser } from '../types.js';
import { adminRoutes } from '../routes.js';
import { adminActor } from '../admin-actor.js';

/**
 * `POST /admin/impersonate-user`: signs the admin in as another user for a
 * short while (an hour by default): a session marked `impersonatedBy`, which
 * cannot reach sensitive routes. The admin's own session waits in a signed
 * cookie for stop-impersonating. Needs `user: impersonate`; administrators
 * cannot be impersonated unless `allowImpersonatingAdmins`, and an
 * impersonation session cannot impersonate again.
 */
export const impersonateUser = defineEndpoint({
  ...adminRoutes.impersonateUser,
  body: lazySchema((z) => z.object({ userId: z.string().min(1).max(255) })),
  use: [requireAdmin({ permissions: { user: ['impersonate'] }, code: 'YOU_ARE_NOT_ALLOWED_TO_IMPERSONATE_USERS' })],
  handler: async (ctx): Promise<{ session: Session; user: AdminUser }> => {
    if (impersonatorOf(ctx.session)) throw AuthError.of(ADMIN_ERROR_CODES, 'IMPERSONATION_NOT_ALLOWED');
    const options = adminKey.options(ctx.auth);
    const target = await findTargetUser(ctx.auth, ctx.body.userId);
    const targetIsAdmin = isAdminRole(options, target.role) || options.adminUserIds.includes(target.id);
    if (targetIsAdmin && !options.allowImpersonatingAdmins) throw AuthError.of(ADMIN_ERROR_CODES, 'YOU_CANNOT_IMPERSONATE_ADMINS');

    const duration = options.impersonationSessionDuration;
    const rememberMe = ctx.cookies.get(ctx.auth.cookies.core.dont_remember.name) === null;
    // The impersonation session and its event commit together.
    const issued = await ctx.auth.db.transaction(async (tx) => {
      const session = await issueSession(ctx, {
        user: target,
        method: 'impersonation',
        fields: { impersonatedBy: ctx.session.user.id },
        expiresIn: duration,
        db: tx,
      });
      // A plugin asking for more proof (a second factor) has no place here: the admin already proved who they are.
      if (session.kind !== 'session') throw AuthError.of(CORE_ERROR_CODES, 'FAILED_TO_CREATE_SESSION');
      const event = { type: 'admin.impersonation-started', userId: target.id, sessionId: session.session.id, actor: adminActor(ctx.session) } as const;
      await emitEvent(ctx, event, { db: tx });
      return session;
    });
    await saveAdminSession(ctx, { token: ctx.session.token, rememberMe }, { maxAge: duration });
    dropSessionCache(ctx);
    return { session: issued.session, user: publicUser(ctx.auth, target) };
  },
});
