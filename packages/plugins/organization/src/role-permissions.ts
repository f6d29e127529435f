import { createAccessControl, hasPermission, parseRoles } from 'latchkey/access';
import type { Permissions, Role } from 'latchkey/access';
import { AuthError } from 'latchkey/plugins';
import type { EndpointContext } from 'latchkey/plugins';
import { ORGANIZATION_ERROR_CODES, type OrganizationErrorCode } from './error-codes.js';
import { organizationKey } from './organization-options.js';
import { statementsOf } from './statements-of.js';
import type { MemberRow, OrganizationRoleRow } from './types.js';

/**
 * The roles a member of this organization may hold: the configured ones, and
 * the organization's dynamic roles when a name is not configured (read only then).
 */
export async function roleMapFor(
  ctx: EndpointContext,
  input: { organizationId: string; names: readonly string[] },
): Promise<Record<string, Role>> {
  const options = organizationKey.options(ctx.auth);
  const map: Record<string, Role> = {};
  for (const [name, role] of Object.entries(options.roles)) map[name] = role as Role;
  const missing = input.names.filter((name) => !Object.hasOwn(map, name));
  if (missing.length === 0) return map;
  const rows = await ctx.auth.db.findMany<OrganizationRoleRow>({
    model: 'organizationRole',
    where: [
      { field: 'organizationId', value: input.organizationId },
      { field: 'role', operator: 'in', value: missing },
    ],
  });
  const ac = createAccessControl(statementsOf(ctx.auth));
  for (const row of rows) map[row.role] = ac.newRole(knownPermissions(ctx, row.permission));
  return map;
}

/** A stored permission without actions the statement no longer declares, so an old row never fails a request. */
function knownPermissions(ctx: EndpointContext, permission: Permissions): Permissions {
  const statements = statementsOf(ctx.auth);
  const kept: Record<string, string[]> = {};
  for (const [resource, actions] of Object.entries(permission ?? {})) {
    const declared = Object.hasOwn(statements, resource) ? statements[resource]! : [];
    kept[resource] = (actions ?? []).filter((action) => declared.includes(action));
  }
  return kept;
}

/**
 * Whether a member may do every requested action: any of their roles grants
 * it, or their user id is listed in `adminUserIds`.
 *
 * @example
 * if (await memberCan(ctx, member, { team: ['create'] })) …
 */
export async function memberCan(ctx: EndpointContext, member: MemberRow, permissions: Permissions): Promise<boolean> {
  if (organizationKey.options(ctx.auth).adminUserIds.includes(member.userId)) return true;
  const names = parseRoles(member.role);
  const roleMap = await roleMapFor(ctx, { organizationId: member.organizationId, names });
  return hasPermission({ roles: names, roleMap, permissions });
}

/** Refuses with 403 `code` unless the member may do every requested action. */
export async function assertMemberCan(
  ctx: EndpointContext,
  member: MemberRow,
  input: { permissions: Permissions; code: OrganizationErrorCode },
): Promise<void> {
  if (!(await memberCan(ctx, member, input.permissions))) throw AuthError.of(ORGANIZATION_ERROR_CODES, input.code);
}

/**
 * Refuses to grant roles whose permissions the granting member does not all
 * hold: an admin cannot make anyone (themselves included) an owner, nor
 * create a role stronger than their own and take it.
 */
export async function assertMayGrant(ctx: EndpointContext, granter: MemberRow, roles: readonly string[]): Promise<void> {
  const roleMap = await roleMapFor(ctx, { organizationId: granter.organizationId, names: roles });
  for (const name of roles) {
    const role = Object.hasOwn(roleMap, name) ? roleMap[name] : undefined;
    if (!role) throw AuthError.of(ORGANIZATION_ERROR_CODES, 'ROLE_NOT_FOUND');
    if (!(await memberCan(ctx, granter, role.permissions))) {
      throw AuthError.of(ORGANIZATION_ERROR_CODES, 'YOU_ARE_NOT_ALLOWED_TO_GRANT_THIS_ROLE');
    }
  }
}
