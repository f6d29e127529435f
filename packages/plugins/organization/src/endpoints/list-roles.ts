import { defineEndpoint, sessionMiddleware, lazySchema } from 'latchkey/plugins';
import { idInput } from '../organization-input.js';
import { requireMember } from '../organization-member.js';
import { assertMemberCan } from '../role-permissions.js';
import type { OrganizationRoleRow } from '../types.js';
import { organizationRoutes } from '../routes.js';

/** `GET /organization/list-roles`: the dynamic roles of the caller's organization. Needs `ac: read`. */
export const listOrgRoles = defineEndpoint({
  ...organizationRoutes.listOrgRoles,
  query: lazySchema((z) => z.object({ organizationId: idInput(z).optional() })),
  use: [sessionMiddleware],
  meta: { noStore: true },
  handler: async (ctx): Promise<OrganizationRoleRow[]> => {
    const { organizationId, member } = await requireMember(ctx, ctx.session, ctx.query);
    await assertMemberCan(ctx, member, { permissions: { ac: ['read'] }, code: 'YOU_ARE_NOT_ALLOWED_TO_READ_A_ROLE' });
    return ctx.auth.db.findMany<OrganizationRoleRow>({
      model: 'organizationRole',
      where: [{ field: 'organizationId', value: organizationId }],
      sortBy: { field: 'createdAt', direction: 'asc' },
    });
  },
});
