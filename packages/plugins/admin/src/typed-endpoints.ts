import type { AllowedPermissions, Permissions } from 'latchkey/access';
import type { EndpointWithBody } from 'latchkey/plugins';
import type { AdminStatements, defaultRoles } from './access.js';
import type { AdminEndpoints } from './admin-endpoints.js';
import type { AdminRoles } from './admin-options.js';

/** The roles when `roles` is not configured: `admin` and `user`. */
export type DefaultAdminRoles = typeof defaultRoles;

/**
 * What a permission check may name: the resources and actions of the plugin's
 * statement and of the statements the configured roles were built from.
 *
 * @example
 * const asked: AdminPermissions = { user: ['ban'], session: ['revoke'] };
 */
export type AdminPermissions<R extends AdminRoles = DefaultAdminRoles> = AllowedPermissions<
  Permissions<AdminStatements> | R[keyof R]['permissions']
>;

/** A role value as the routes take it: one configured role's name, or several. */
export type AdminRoleInput<R extends AdminRoles = DefaultAdminRoles> = (keyof R & string) | (keyof R & string)[];

/**
 * The bodies of the routes whose inputs name permissions or roles, typed by the
 * app's roles. Written out rather than derived from the schemas (which take any
 * string and check it against `roles` at run time): deriving cost every app a
 * pass over zod's input types. typed-endpoints.test.ts holds them to the schemas.
 */
export interface AdminRoleBodies<R extends AdminRoles = DefaultAdminRoles> {
  userHasPermission: { permissions: AdminPermissions<R>; userId?: string; role?: keyof R & string };
  setRole: { userId: string; role: AdminRoleInput<R> };
  createUser: { email: string; password?: string; name: string; role?: AdminRoleInput<R>; data?: Record<string, unknown> };
}

/** The plugin's endpoints, with the permission and role inputs typed by the app's roles. */
export type TypedAdminEndpoints<R extends AdminRoles = DefaultAdminRoles> = {
  [K in keyof AdminEndpoints]: K extends keyof AdminRoleBodies ? EndpointWithBody<AdminEndpoints[K], AdminRoleBodies<R>[K]> : AdminEndpoints[K];
};
