import type { AllowedPermissions, Permissions } from 'latchkey/access';
import type { EndpointWithBody } from 'latchkey/plugins';
import type { OrganizationStatements, defaultOrganizationRoles } from './access.js';
import type { OrganizationEndpoints } from './organization-endpoints.js';
import type { OrganizationRoles } from './organization-options.js';

/** The roles when `roles` is not configured: `owner`, `admin` and `member`. */
export type DefaultOrganizationRoles = typeof defaultOrganizationRoles;

/**
 * What a permission check or a dynamic role may name: the resources and actions
 * of the plugin's statement and of the statements the configured roles were built from.
 *
 * @example
 * const asked: OrganizationPermissions = { member: ['create'], invitation: ['cancel'] };
 */
export type OrganizationPermissions<R extends OrganizationRoles = DefaultOrganizationRoles> = AllowedPermissions<
  Permissions<OrganizationStatements> | R[keyof R]['permissions']
>;

/**
 * The bodies of the routes whose inputs name permissions, typed by the app's
 * roles. Written out rather than derived from the schemas (which take any
 * resource and check it against the statement at run time): deriving cost every
 * app a pass over zod's input types. typed-endpoints.test.ts holds them to the schemas.
 */
export interface OrganizationPermissionBodies<R extends OrganizationRoles = DefaultOrganizationRoles> {
  hasPermission: { permissions: OrganizationPermissions<R>; organizationId?: string };
  createOrgRole: { role: string; permission: OrganizationPermissions<R>; organizationId?: string };
  updateOrgRole: {
    roleName?: string;
    roleId?: string;
    data: { permission?: OrganizationPermissions<R>; roleName?: string };
    organizationId?: string;
  };
}

/**
 * The plugin's endpoints, with the permission inputs (`has-permission`,
 * `create-role`, `update-role`) typed by the app's roles.
 */
export type TypedOrganizationEndpoints<R extends OrganizationRoles = DefaultOrganizationRoles> = {
  [K in keyof OrganizationEndpoints]: K extends keyof OrganizationPermissionBodies
    ? EndpointWithBody<OrganizationEndpoints[K], OrganizationPermissionBodies<R>[K]>
    : OrganizationEndpoints[K];
};
