import { defineEndpoint, sessionMiddleware, lazySchema, emitEvent } from 'latchkey/plugins';
import { assertRoleUnused, findDynamicRole, roleSelector } from '../dynamic-role.js';
import { idInput } from '../organization-input.js';
import { requireMember } from '../organization-member.js';
import { assertMemberCan } from '../role-permissions.js';
import { organizationRoutes } from '../routes.js';

/**
 * `POST /organization/delete-role`: deletes a dynamic role no member or
 * pending invitation holds (400 ROLE_IS_ASSIGNED_TO_MEMBERS otherwise);
 * pre-defined roles cannot be deleted. Needs `ac: delete`.
 */
export const deleteOrgRole = defineEndpoint({
  ...organizationRoutes.deleteOrgRole,
  body: lazySchema((z) => z.intersection(roleSelector(z), z.object({ organizationId: idInput(z).optional() }))),
  use: [sessionMiddleware],
  handler: async (ctx): Promise<{ success: true }> => {
    const { organizationId, member } = await requireMember(ctx, ctx.session, ctx.body);
    await assertMemberCan(ctx, member, { permissions: { ac: ['delete'] }, code: 'YOU_ARE_NOT_ALLOWED_TO_DELETE_A_ROLE' });
    const row = await findDynamicRole(ctx, { organizationId, roleName: ctx.body.roleName, roleId: ctx.body.roleId, changing: true });
    await assertRoleUnused(ctx, { organizationId, role: row.role });
    await ctx.auth.db.transaction(async (tx) => {
      await tx.delete({ model: 'organizationRole', where: [{ field: 'id', value: row.id }] });
      await emitEvent(ctx, { type: 'organization.role-deleted', organizationId, detail: { role: row.role } }, { db: tx });
    });
    return { success: true };
  },
});
