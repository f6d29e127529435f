import type { EndpointBody } from 'latchkey';
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

type Registry = AdminEndpoints;
type Body<K extends keyof Registry> = EndpointBody<Registry[K]>;

/**
 * The plugin's endpoints, with permissions and role names (`has-permission`,
 * `set-role`, `create-user`) typed by the app's roles rather than by the
 * schemas, which take any string and check it against `roles` at run time.
 */
export type TypedAdminEndpoints<R extends AdminRoles = DefaultAdminRoles> = Omit<Registry, 'userHasPermission' | 'setRole' | 'createUser'> & {
  userHasPermission: EndpointWithBody<
    Registry['userHasPermission'],
    Omit<Body<'userHasPermission'>, 'permissions' | 'role'> & { permissions: AdminPermissions<R>; role?: keyof R & string }
  >;
  setRole: EndpointWithBody<Registry['setRole'], Omit<Body<'setRole'>, 'role'> & { role: AdminRoleInput<R> }>;
  createUser: EndpointWithBody<Registry['createUser'], Omit<Body<'createUser'>, 'role'> & { role?: AdminRoleInput<R> }>;
};
