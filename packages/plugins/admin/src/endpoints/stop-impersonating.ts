import {
  AuthError,
  CORE_ERROR_CODES,
  defineEndpoint,
  dropSessionCache,
  endSession,
  findSession,
  hashTokenSync,
  readSession,
  setSessionCookies,
  emitEvent,
  sessionTransaction,
} from 'latchkey/plugins';
import type { Session } from 'latchkey/plugins';
import { clearAdminSession, readAdminSession } from '../admin-session-cookie.js';
import { ADMIN_ERROR_CODES } from '../error-codes.js';
import { publicUser } from '../find-target-user.js';
import { impersonatorOf } from '../impersonation-guard.js';
import type { AdminUser } from '../types.js';
import { adminRoutes } from '../routes.js';

/**
 * `POST /admin/stop-impersonating` (no body): ends the impersonation session
 * and puts the admin's own session back, from the signed cookie saved when
 * it began. That session must still exist and belong to the admin who
 * started the impersonation; otherwise 400 ADMIN_SESSION_NOT_FOUND, and the
 * impersonation session stays as it was.
 */
export const stopImpersonating = defineEndpoint({
  ...adminRoutes.stopImpersonating,
  handler: async (ctx): Promise<{ session: Session; user: AdminUser }> => {
    const current = await readSession(ctx, { disableCookieCache: true });
    if (!current) throw AuthError.of(CORE_ERROR_CODES, 'UNAUTHORIZED');
    const adminId = impersonatorOf(current);
    if (!adminId) throw AuthError.of(ADMIN_ERROR_CODES, 'NOT_IMPERSONATING');
    const saved = await readAdminSession(ctx);
    const admin = saved && (await findSession(ctx, { token: saved.token, hash: hashTokenSync(saved.token) }, { cookies: false }));
    if (!saved || !admin || admin.user.id !== adminId) throw AuthError.of(ADMIN_ERROR_CODES, 'ADMIN_SESSION_NOT_FOUND');

    const event = { type: 'admin.impersonation-stopped', userId: current.user.id, sessionId: current.session.id, actor: { type: 'admin', id: adminId } } as const;
    await sessionTransaction(ctx.auth, async (tx) => {
      await endSession(ctx.auth, hashTokenSync(current.token), { db: tx });
      await emitEvent(ctx, event, { db: tx });
    });
    await setSessionCookies(ctx, { token: saved.token, expiresAt: admin.session.expiresAt, rememberMe: saved.rememberMe });
    clearAdminSession(ctx);
    dropSessionCache(ctx);
    return { session: admin.session, user: publicUser(ctx.auth, admin.user) };
  },
});
