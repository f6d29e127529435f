import { createAccessControl } from 'latchkey/access';
import type { Role } from 'latchkey/access';

/**
 * What organization routes check (spec §6). Build custom roles from it, or
 * from a statement of your own that includes these resources.
 *
 * @example
 * const billing = organizationAccess.newRole({ organization: ['update'], ac: ['read'] });
 * organization({ roles: { ...defaultOrganizationRoles, billing } });
 */
export const organizationStatements = {
  organization: ['update', 'delete'],
  member: ['create', 'update', 'delete'],
  invitation: ['create', 'cancel'],
  team: ['create', 'update', 'delete'],
  ac: ['create', 'read', 'update', 'delete'],
} as const;

export type OrganizationStatements = typeof organizationStatements;

/** The access control over `organizationStatements`, for building roles. */
export const organizationAccess = createAccessControl(organizationStatements);

/** Every organization action; the role of an organization's creator. */
export const ownerRole: Role<OrganizationStatements> = organizationAccess.newRole({
  organization: ['update', 'delete'],
  member: ['create', 'update', 'delete'],
  invitation: ['create', 'cancel'],
  team: ['create', 'update', 'delete'],
  ac: ['create', 'read', 'update', 'delete'],
});

/** The owner's actions except deleting the organization. */
export const adminRole: Role<OrganizationStatements> = organizationAccess.newRole({
  organization: ['update'],
  member: ['create', 'update', 'delete'],
  invitation: ['create', 'cancel'],
  team: ['create', 'update', 'delete'],
  ac: ['create', 'read', 'update', 'delete'],
});

/** Reading roles only. */
export const memberRole: Role<OrganizationStatements> = organizationAccess.newRole({ ac: ['read'] });

/** The organization roles when `roles` is not configured. */
export const defaultOrganizationRoles = { owner: ownerRole, admin: adminRole, member: memberRole } as const;
