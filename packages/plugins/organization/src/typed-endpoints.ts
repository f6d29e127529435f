import type { EndpointBody } from 'latchkey';
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

type Registry = OrganizationEndpoints;
type UpdateRoleBody = EndpointBody<Registry['updateOrgRole']>;

/**
 * The plugin's endpoints, with the permission inputs (`has-permission`,
 * `create-role`, `update-role`) typed by the app's roles rather than by the
 * schemas, which accept any resource and check against the statement at run time.
 */
export type TypedOrganizationEndpoints<R extends OrganizationRoles = DefaultOrganizationRoles> = Omit<
  Registry,
  'hasPermission' | 'createOrgRole' | 'updateOrgRole'
> & {
  hasPermission: EndpointWithBody<
    Registry['hasPermission'],
    Omit<EndpointBody<Registry['hasPermission']>, 'permissions'> & { permissions: OrganizationPermissions<R> }
  >;
  createOrgRole: EndpointWithBody<
    Registry['createOrgRole'],
    Omit<EndpointBody<Registry['createOrgRole']>, 'permission'> & { permission: OrganizationPermissions<R> }
  >;
  updateOrgRole: EndpointWithBody<
    Registry['updateOrgRole'],
    Omit<UpdateRoleBody, 'data'> & { data: Omit<UpdateRoleBody['data'], 'permission'> & { permission?: OrganizationPermissions<R> } }
  >;
};
