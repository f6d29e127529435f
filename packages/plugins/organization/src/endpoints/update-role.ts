import { AuthError, defineEndpoint, sessionMiddleware, lazySchema, emitEvent } from 'latchkey/plugins';
import {
  assertGrantablePermission,
  assertRoleUnused,
  findDynamicRole,
  isPredefinedRole,
  permissionInput,
  roleSelector,
} from '../dynamic-role.js';
import { ORGANIZATION_ERROR_CODES } from '../error-codes.js';
import { idInput } from '../organization-input.js';
import { requireMember } from '../organization-member.js';
import { roleName } from '../role-input.js';
import { assertMemberCan } from '../role-permissions.js';
import type { OrganizationRoleRow } from '../types.js';
import { organizationRoutes } from '../routes.js';

/**
 * `POST /organization/update-role`: changes a dynamic role's permission
 * (within the caller's own) or name (only while no one holds it). Needs `ac: update`.
 */
export const updateOrgRole = defineEndpoint({
  ...organizationRoutes.updateOrgRole,
  body: lazySchema((z) => z.intersection(
    roleSelector(z),
    z.object({
      data: z.strictObject({ permission: permissionInput(z).optional(), roleName: roleName(z).optional() }),
      organizationId: idInput(z).optional(),
    }),
  )),
  use: [sessionMiddleware],
  handler: async (ctx): Promise<{ success: true; roleData: OrganizationRoleRow }> => {
    const { organizationId, member } = await requireMember(ctx, ctx.session, ctx.body);
    await assertMemberCan(ctx, member, { permissions: { ac: ['update'] }, code: 'YOU_ARE_NOT_ALLOWED_TO_UPDATE_A_ROLE' });
    const row = await findDynamicRole(ctx, { organizationId, roleName: ctx.body.roleName, roleId: ctx.body.roleId, changing: true });
    const update: Record<string, unknown> = { updatedAt: new Date() };
    if (ctx.body.data.permission) {
      update.permission = await assertGrantablePermission(ctx, member, { permission: ctx.body.data.permission, code: 'YOU_ARE_NOT_ALLOWED_TO_UPDATE_A_ROLE' });
    }
    const rename = ctx.body.data.roleName;
    if (rename !== undefined && rename !== row.role) {
      const taken = isPredefinedRole(ctx, rename)
        || (await ctx.auth.db.findOne({ model: 'organizationRole', where: [{ field: 'organizationId', value: organizationId }, { field: 'role', value: rename }] }));
      if (taken) throw AuthError.of(ORGANIZATION_ERROR_CODES, 'ROLE_NAME_IS_ALREADY_TAKEN');
      await assertRoleUnused(ctx, { organizationId, role: row.role });
      update.role = rename;
    }
    const roleData = await ctx.auth.db.transaction(async (tx) => {
      const updated = await tx.update<OrganizationRoleRow>({ model: 'organizationRole', where: [{ field: 'id', value: row.id }], update });
      await emitEvent(ctx, { type: 'organization.role-updated', organizationId, detail: { role: String(update.role ?? row.role) } }, { db: tx });
      return updated;
    });
    return { success: true, roleData: roleData ?? { ...row, ...update } as OrganizationRoleRow };
  },
});
