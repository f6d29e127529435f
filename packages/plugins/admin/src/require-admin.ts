import { AuthError, CORE_ERROR_CODES, defineMiddleware, readSession } from 'latchkey/plugins';
import type { CurrentSession, EndpointContext, Middleware } from 'latchkey/plugins';
import type { Permissions } from 'latchkey/access';
import type { AdminStatements } from './access.js';
import { adminKey } from './admin-options.js';
import { ADMIN_ERROR_CODES, type AdminErrorCode } from './error-codes.js';
import { hasAdminPermission } from './has-admin-permission.js';

/** What an admin route needs: the actions, and the code it refuses with. */
export interface AdminRequirement {
  permissions: Permissions<AdminStatements>;
  code: AdminErrorCode;
}

/**
 * Refuses with 403 `code` unless the session's user may do every action.
 *
 * @example
 * assertAdminPermission(ctx, session, { permissions: { user: ['create'] }, code: 'YOU_ARE_NOT_ALLOWED_TO_CREATE_USERS' });
 */
export function assertAdminPermission(ctx: EndpointContext, session: CurrentSession, requirement: AdminRequirement): void {
  const holder = { userId: session.user.id, role: (session.user as { role?: string | null }).role };
  if (!hasAdminPermission(adminKey.options(ctx.auth), holder, { permissions: requirement.permissions })) {
    throw AuthError.of(ADMIN_ERROR_CODES, requirement.code);
  }
}

/**
 * Middleware for an admin route: a signed-in caller (401 otherwise) whose
 * role grants the permissions (403 with the route's code otherwise). The
 * session is read from the database, not the cookie cache, so a role taken
 * away a moment ago no longer opens admin routes.
 *
 * @example
 * use: [requireAdmin({ permissions: { user: ['ban'] }, code: 'YOU_ARE_NOT_ALLOWED_TO_BAN_USERS' })]
 */
export function requireAdmin(requirement: AdminRequirement): Middleware<{ session: CurrentSession }> {
  return defineMiddleware(async (ctx) => {
    const session = await readSession(ctx, { disableCookieCache: true });
    if (!session) throw AuthError.of(CORE_ERROR_CODES, 'UNAUTHORIZED');
    assertAdminPermission(ctx, session, requirement);
    return { session };
  });
}
