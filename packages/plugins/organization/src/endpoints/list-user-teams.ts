import { defineEndpoint, sessionMiddleware } from 'latchkey/plugins';
import type { TeamMemberRow, TeamRow } from '../types.js';
import { organizationRoutes } from '../routes.js';

/** `GET /organization/list-user-teams`: the teams the caller belongs to, in every organization. */
export const listUserTeams = defineEndpoint({
  ...organizationRoutes.listUserTeams,
  use: [sessionMiddleware],
  meta: { noStore: true },
  handler: async (ctx): Promise<TeamRow[]> => {
    const rows = await ctx.auth.db.findMany<TeamMemberRow & { team: TeamRow | null }>({
      model: 'teamMember',
      where: [{ field: 'userId', value: ctx.session.user.id }],
      join: { team: { model: 'team', from: 'teamId', to: 'id' } },
      sortBy: { field: 'createdAt', direction: 'asc' },
    });
    return rows.flatMap((row) => (row.team ? [row.team] : []));
  },
});
