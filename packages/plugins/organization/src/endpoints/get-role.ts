import { defineEndpoint, sessionMiddleware, lazySchema } from 'latchkey/plugins';
import { findDynamicRole } from '../dynamic-role.js';
import { idInput } from '../organization-input.js';
import { requireMember } from '../organization-member.js';
import { assertMemberCan } from '../role-permissions.js';
import type { OrganizationRoleRow } from '../types.js';
import { organizationRoutes } from '../routes.js';

/** `GET /organization/get-role?roleName=` (or `roleId`): one dynamic role of the caller's organization. Needs `ac: read`. */
export const getOrgRole = defineEndpoint({
  ...organizationRoutes.getOrgRole,
  query: lazySchema((z) => z
    .object({ roleName: z.string().min(1).max(64).optional(), roleId: idInput(z).optional(), organizationId: idInput(z).optional() })
    .refine((value) => value.roleName !== undefined || value.roleId !== undefined, 'roleName or roleId is required')),
  use: [sessionMiddleware],
  meta: { noStore: true },
  handler: async (ctx): Promise<OrganizationRoleRow> => {
    const { organizationId, member } = await requireMember(ctx, ctx.session, ctx.query);
    await assertMemberCan(ctx, member, { permissions: { ac: ['read'] }, code: 'YOU_ARE_NOT_ALLOWED_TO_READ_A_ROLE' });
    return findDynamicRole(ctx, { organizationId, roleName: ctx.query.roleName, roleId: ctx.query.roleId, changing: false });
  },
});
