import { AuthError, defineEndpoint, sessionMiddleware, lazySchema, emitEvent } from 'latchkey/plugins';
import { assertGrantablePermission, isPredefinedRole, permissionInput } from '../dynamic-role.js';
import { ORGANIZATION_ERROR_CODES } from '../error-codes.js';
import { lockedWrite } from '../locked-write.js';
import { idInput } from '../organization-input.js';
import { requireMember } from '../organization-member.js';
import { organizationKey } from '../organization-options.js';
import { roleName } from '../role-input.js';
import { assertMemberCan } from '../role-permissions.js';
import type { OrganizationRoleRow } from '../types.js';
import { organizationRoutes } from '../routes.js';

/**
 * `POST /organization/create-role`: a role of the caller's organization,
 * checked against the access-control statement and within the caller's own
 * permissions. Needs `ac: create`.
 */
export const createOrgRole = defineEndpoint({
  ...organizationRoutes.createOrgRole,
  body: lazySchema((z) => z.object({ role: roleName(z), permission: permissionInput(z), organizationId: idInput(z).optional() })),
  use: [sessionMiddleware],
  handler: async (ctx): Promise<{ success: true; roleData: OrganizationRoleRow }> => {
    const { organizationId, member } = await requireMember(ctx, ctx.session, ctx.body);
    await assertMemberCan(ctx, member, { permissions: { ac: ['create'] }, code: 'YOU_ARE_NOT_ALLOWED_TO_CREATE_A_ROLE' });
    const permission = await assertGrantablePermission(ctx, member, { permission: ctx.body.permission, code: 'YOU_ARE_NOT_ALLOWED_TO_CREATE_A_ROLE' });
    const byOrganization = { field: 'organizationId', value: organizationId };
    const roleData = await lockedWrite(ctx, { model: 'organization', id: organizationId }, async (tx) => {
      const taken = isPredefinedRole(ctx, ctx.body.role)
        || (await tx.findOne({ model: 'organizationRole', where: [byOrganization, { field: 'role', value: ctx.body.role }] }));
      if (taken) throw AuthError.of(ORGANIZATION_ERROR_CODES, 'ROLE_NAME_IS_ALREADY_TAKEN');
      const count = await tx.count({ model: 'organizationRole', where: [byOrganization] });
      if (count >= organizationKey.options(ctx.auth).maximumRolesPerOrganization) throw AuthError.of(ORGANIZATION_ERROR_CODES, 'TOO_MANY_ROLES');
      const now = new Date();
      const created = await tx.create<OrganizationRoleRow>({
        model: 'organizationRole',
        data: { id: ctx.auth.generateId(), organizationId, role: ctx.body.role, permission, createdAt: now, updatedAt: now },
      });
      await emitEvent(ctx, { type: 'organization.role-created', organizationId, detail: { role: ctx.body.role } }, { db: tx });
      return created;
    });
    return { success: true, roleData };
  },
});
