import { defineEndpoint, sessionMiddleware, lazySchema } from 'latchkey/plugins';
import { idInput } from '../organization-input.js';
import { requireMember } from '../organization-member.js';
import type { TeamRow } from '../types.js';
import { organizationRoutes } from '../routes.js';

/** `GET /organization/list-teams`: the teams of the caller's organization. Members only. */
export const listOrganizationTeams = defineEndpoint({
  ...organizationRoutes.listOrganizationTeams,
  query: lazySchema((z) => z.object({ organizationId: idInput(z).optional() })),
  use: [sessionMiddleware],
  meta: { noStore: true },
  handler: async (ctx): Promise<TeamRow[]> => {
    const { organizationId } = await requireMember(ctx, ctx.session, ctx.query);
    return ctx.auth.db.findMany<TeamRow>({
      model: 'team',
      where: [{ field: 'organizationId', value: organizationId }],
      sortBy: { field: 'createdAt', direction: 'asc' },
    });
  },
});
