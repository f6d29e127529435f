import { AuthError, readSession } from 'latchkey/plugins';
import type { BeforeHook, CurrentSession } from 'latchkey/plugins';
import { ADMIN_ERROR_CODES } from './error-codes.js';

/** The admin who started an impersonation session, or null for an ordinary session. */
export function impersonatorOf(current: CurrentSession | null): string | null {
  const impersonatedBy = (current?.session as { impersonatedBy?: string | null } | undefined)?.impersonatedBy;
  return impersonatedBy || null;
}

/**
 * An impersonation session acts for a user only for a while, so it may not
 * create anything that outlives it: every route marked `sensitive` (passwords,
 * email, linked accounts, deletion, and plugins' API keys, passkeys and second
 * factors) answers 403 IMPERSONATION_NOT_ALLOWED. Other requests pay nothing:
 * the hook only runs on sensitive routes. It reads the session as those
 * routes do, from the database, so the route's own read is answered from the
 * same lookup.
 */
export const impersonationGuard: BeforeHook = {
  matcher: (ctx) => ctx.meta.sensitive === true,
  async handler(ctx) {
    if (impersonatorOf(await readSession(ctx, { disableCookieCache: true }))) throw AuthError.of(ADMIN_ERROR_CODES, 'IMPERSONATION_NOT_ALLOWED');
  },
};
