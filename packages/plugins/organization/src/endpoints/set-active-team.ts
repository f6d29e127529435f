import { AuthError, defineEndpoint, sessionMiddleware, lazySchema } from 'latchkey/plugins';
import { setActiveOnSession } from '../active-organization.js';
import { ORGANIZATION_ERROR_CODES } from '../error-codes.js';
import { idInput } from '../organization-input.js';
import { requireMember } from '../organization-member.js';
import { teamInOrganization } from '../team-in-organization.js';
import type { TeamRow } from '../types.js';
import { organizationRoutes } from '../routes.js';

/**
 * `POST /organization/set-active-team`: makes a team of the active
 * organization that the caller belongs to the session's active team; null clears it.
 */
export const setActiveTeam = defineEndpoint({
  ...organizationRoutes.setActiveTeam,
  body: lazySchema((z) => z.object({ teamId: idInput(z).nullable() })),
  use: [sessionMiddleware],
  handler: async (ctx): Promise<TeamRow | null> => {
    if (ctx.body.teamId === null) {
      await setActiveOnSession(ctx, ctx.session, { teamId: null });
      return null;
    }
    const { organizationId } = await requireMember(ctx, ctx.session, {});
    const team = await teamInOrganization(ctx, { organizationId, teamId: ctx.body.teamId });
    const inTeam = await ctx.auth.db.findOne({
      model: 'teamMember',
      where: [{ field: 'teamId', value: team.id }, { field: 'userId', value: ctx.session.user.id }],
    });
    if (!inTeam) throw AuthError.of(ORGANIZATION_ERROR_CODES, 'USER_IS_NOT_A_MEMBER_OF_THE_TEAM');
    await setActiveOnSession(ctx, ctx.session, { teamId: team.id });
    return team;
  },
});
