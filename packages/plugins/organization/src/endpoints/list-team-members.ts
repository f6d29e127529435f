import { AuthError, defineEndpoint, sessionMiddleware, lazySchema } from 'latchkey/plugins';
import { ORGANIZATION_ERROR_CODES } from '../error-codes.js';
import { idInput } from '../organization-input.js';
import { requireMember } from '../organization-member.js';
import { teamInOrganization } from '../team-in-organization.js';
import type { TeamMemberRow } from '../types.js';
import { organizationRoutes } from '../routes.js';

/** `GET /organization/list-team-members`: the members of a team (the active one by default) of the caller's organization. */
export const listTeamMembers = defineEndpoint({
  ...organizationRoutes.listTeamMembers,
  query: lazySchema((z) => z.object({ teamId: idInput(z).optional(), organizationId: idInput(z).optional() })),
  use: [sessionMiddleware],
  meta: { noStore: true },
  handler: async (ctx): Promise<TeamMemberRow[]> => {
    const { organizationId } = await requireMember(ctx, ctx.session, ctx.query);
    const teamId = ctx.query.teamId ?? (ctx.session.session as { activeTeamId?: string | null }).activeTeamId;
    if (!teamId) throw AuthError.of(ORGANIZATION_ERROR_CODES, 'TEAM_NOT_FOUND');
    const team = await teamInOrganization(ctx, { organizationId, teamId });
    return ctx.auth.db.findMany<TeamMemberRow>({ model: 'teamMember', where: [{ field: 'teamId', value: team.id }] });
  },
});
