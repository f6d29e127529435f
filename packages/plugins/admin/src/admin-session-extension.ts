import { AuthError, refreshSessionUser, emitEvent } from 'latchkey/plugins';
import type { SessionExtension } from 'latchkey/plugins';
import { adminKey } from './admin-options.js';
import { banState } from './ban-state.js';
import { ADMIN_ERROR_CODES } from './error-codes.js';

/**
 * The admin plugin's part in every session's life:
 * - no sign-in method creates a session for a banned user (403 BANNED_USER;
 *   the OAuth callback redirects with `?error=BANNED_USER`), and a ban whose
 *   end has passed is lifted at that moment instead;
 * - a session read is refused when its user is banned, or when it is an
 *   impersonation session older than the impersonation lifetime (a session
 *   refresh must not stretch it).
 *
 * Both checks read fields the session read already loaded: no extra query.
 */
export const adminSessionExtension: SessionExtension = {
  async beforeCreate(ctx, { user, method }) {
    const state = banState(user);
    if (state === 'none') return;
    if (state === 'expired') {
      await ctx.auth.db.update({
        model: 'user',
        where: [{ field: 'id', value: user.id }],
        update: { banned: false, banReason: null, banExpires: null, updatedAt: new Date() },
      });
      await refreshSessionUser(ctx.auth, user.id);
      return;
    }
    await emitEvent(ctx, { type: 'sign-in.failed', userId: user.id, method, detail: { reason: 'refused' } });
    const message = adminKey.options(ctx.auth).bannedUserMessage;
    throw AuthError.of(ADMIN_ERROR_CODES, 'BANNED_USER', message === undefined ? {} : { message });
  },

  validate(ctx, { session, user }) {
    if (banState(user) === 'active') return false;
    const impersonatedBy = (session as { impersonatedBy?: string | null }).impersonatedBy;
    if (!impersonatedBy) return true;
    const lifetime = adminKey.options(ctx.auth).impersonationSessionDuration * 1000;
    return Date.now() - new Date(session.createdAt).getTime() <= lifetime;
  },
};
