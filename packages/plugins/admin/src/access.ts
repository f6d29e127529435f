import { createAccessControl } from 'latchkey/access';
import type { Role } from 'latchkey/access';

/**
 * What the admin routes check: each route needs one action on `user` or
 * `session`. Build custom roles from it (or from a statement of your own that
 * includes these resources).
 *
 * @example
 * const support = adminAccess.newRole({ user: ['list', 'get'], session: ['list'] });
 * admin({ roles: { admin: adminRole, support, user: userRole } });
 */
export const adminStatements = {
  user: ['create', 'list', 'set-role', 'ban', 'impersonate', 'delete', 'set-password', 'get', 'update'],
  session: ['list', 'revoke', 'delete'],
} as const;

export type AdminStatements = typeof adminStatements;

/** The access control over `adminStatements`, for building roles. */
export const adminAccess = createAccessControl(adminStatements);

/** Every admin action. */
export const adminRole: Role<AdminStatements> = adminAccess.newRole({
  user: ['create', 'list', 'set-role', 'ban', 'impersonate', 'delete', 'set-password', 'get', 'update'],
  session: ['list', 'revoke', 'delete'],
});

/** No admin action: the role every new user gets by default. */
export const userRole: Role<AdminStatements> = adminAccess.newRole({ user: [], session: [] });

/** The platform roles when `roles` is not configured. */
export const defaultRoles = { admin: adminRole, user: userRole } as const;
