import { defineEndpoint, sessionMiddleware } from 'latchkey/plugins';
import type { MemberRow, OrganizationRow } from '../types.js';
import { organizationRoutes } from '../routes.js';

/** `GET /organization/list`: the organizations the caller belongs to, oldest first. */
export const listOrganizations = defineEndpoint({
  ...organizationRoutes.listOrganizations,
  use: [sessionMiddleware],
  meta: { noStore: true },
  handler: async (ctx): Promise<OrganizationRow[]> => {
    const rows = await ctx.auth.db.findMany<MemberRow & { organization: OrganizationRow | null }>({
      model: 'member',
      where: [{ field: 'userId', value: ctx.session.user.id }],
      join: { organization: { model: 'organization', from: 'organizationId', to: 'id' } },
      sortBy: { field: 'createdAt', direction: 'asc' },
    });
    return rows.flatMap((row) => (row.organization ? [row.organization] : []));
  },
});
