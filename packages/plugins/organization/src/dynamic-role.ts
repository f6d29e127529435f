import { parseRoles } from 'latchkey/access';
import type { Permissions } from 'latchkey/access';
import { AuthError, type Zod } from 'latchkey/plugins';
import type { EndpointContext } from 'latchkey/plugins';
import { ORGANIZATION_ERROR_CODES } from './error-codes.js';
import { organizationKey } from './organization-options.js';
import { memberCan } from './role-permissions.js';
import { statementsOf } from './statements-of.js';
import type { InvitationRow, MemberRow, OrganizationRoleRow } from './types.js';

export const permissionInput = (z: Zod) => z.record(z.string().min(1).max(64), z.array(z.string().min(1).max(64)).max(50));

/** Role name or role id, as the role routes take them. */
export const roleSelector = (z: Zod) => z
  .object({ roleName: z.string().min(1).max(64).optional(), roleId: z.string().min(1).max(255).optional() })
  .refine((value) => value.roleName !== undefined || value.roleId !== undefined, 'roleName or roleId is required');

/**
 * Refuses a permission naming a resource or action the statement does not
 * declare, or one the granting member does not hold themselves (a role
 * stronger than its author would be a way up).
 */
export async function assertGrantablePermission(
  ctx: EndpointContext,
  member: MemberRow,
  input: { permission: Record<string, string[]>; code: 'YOU_ARE_NOT_ALLOWED_TO_CREATE_A_ROLE' | 'YOU_ARE_NOT_ALLOWED_TO_UPDATE_A_ROLE' },
): Promise<Permissions> {
  const statements = statementsOf(ctx.auth);
  for (const [resource, actions] of Object.entries(input.permission)) {
    const declared = Object.hasOwn(statements, resource) ? statements[resource]! : undefined;
    if (!declared || actions.some((action) => !declared.includes(action))) throw AuthError.of(ORGANIZATION_ERROR_CODES, 'INVALID_RESOURCE');
  }
  if (!(await memberCan(ctx, member, input.permission))) throw AuthError.of(ORGANIZATION_ERROR_CODES, input.code);
  return input.permission;
}

/** Whether a name is one of the configured (pre-defined) roles. */
export function isPredefinedRole(ctx: EndpointContext, name: string): boolean {
  return Object.hasOwn(organizationKey.options(ctx.auth).roles, name);
}

/**
 * A dynamic role of this organization by name or id; another organization's
 * answers ROLE_NOT_FOUND. With `changing`, naming a pre-defined role answers
 * CANNOT_DELETE_A_PRE_DEFINED_ROLE instead.
 */
export async function findDynamicRole(
  ctx: EndpointContext,
  input: { organizationId: string; roleName?: string | undefined; roleId?: string | undefined; changing: boolean },
): Promise<OrganizationRoleRow> {
  const selector = input.roleId !== undefined ? { field: 'id', value: input.roleId } : { field: 'role', value: input.roleName };
  const row = await ctx.auth.db.findOne<OrganizationRoleRow>({
    model: 'organizationRole',
    where: [{ field: 'organizationId', value: input.organizationId }, selector],
  });
  if (!row) {
    const predefined = input.changing && input.roleName !== undefined && isPredefinedRole(ctx, input.roleName);
    throw AuthError.of(ORGANIZATION_ERROR_CODES, predefined ? 'CANNOT_DELETE_A_PRE_DEFINED_ROLE' : 'ROLE_NOT_FOUND');
  }
  return row;
}

/** Refuses when a member or a pending invitation of the organization holds the role. */
export async function assertRoleUnused(ctx: EndpointContext, input: { organizationId: string; role: string }): Promise<void> {
  const where = [
    { field: 'organizationId', value: input.organizationId },
    { field: 'role', operator: 'contains' as const, value: input.role },
  ];
  const [members, invitations] = await Promise.all([
    ctx.auth.db.findMany<MemberRow>({ model: 'member', where }),
    ctx.auth.db.findMany<InvitationRow>({ model: 'invitation', where: [...where, { field: 'status', value: 'pending' }] }),
  ]);
  if ([...members, ...invitations].some((row) => parseRoles(row.role).includes(input.role))) {
    throw AuthError.of(ORGANIZATION_ERROR_CODES, 'ROLE_IS_ASSIGNED_TO_MEMBERS');
  }
}
