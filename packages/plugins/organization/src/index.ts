// @latchkey/organization: the server half. The browser half is @latchkey/organization/client.
export { organization } from './organization.js';
export type { OrganizationPlugin } from './organization.js';
export type { OrganizationOptions, OrganizationHooks, OrganizationRoles, InvitationEmail } from './organization-options.js';
export type { DefaultOrganizationRoles, OrganizationPermissions, TypedOrganizationEndpoints } from './typed-endpoints.js';
export { ORGANIZATION_ERROR_CODES } from './error-codes.js';
export type { OrganizationErrorCode } from './error-codes.js';
export { adminRole, defaultOrganizationRoles, memberRole, organizationAccess, organizationStatements, ownerRole } from './access.js';
export type { OrganizationStatements } from './access.js';
export type { OrganizationEndpoints } from './organization-endpoints.js';
export type {
  FullOrganization,
  InvitationRow,
  InvitationStatus,
  MemberRow,
  MemberUser,
  MemberWithUser,
  OrganizationRoleRow,
  OrganizationRow,
  TeamMemberRow,
  TeamRow,
} from './types.js';
export type { OrganizationEventType } from './events.js';
export type { UserMembership } from './user-memberships.js';
