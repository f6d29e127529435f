import { defineEndpoint, sessionMiddleware, lazySchema, emitEvent, AuthError } from 'latchkey/plugins';
import { addTeamMembership } from '../add-membership.js';
import { ORGANIZATION_ERROR_CODES } from '../error-codes.js';
import { idInput } from '../organization-input.js';
import { findMember, requireMember } from '../organization-member.js';
import { assertMemberCan } from '../role-permissions.js';
import { teamInOrganization } from '../team-in-organization.js';
import type { TeamMemberRow } from '../types.js';
import { organizationRoutes } from '../routes.js';

/** `POST /organization/add-team-member`: adds a member of the organization to one of its teams. Needs `team: update`. */
export const addTeamMember = defineEndpoint({
  ...organizationRoutes.addTeamMember,
  body: lazySchema((z) => z.object({ teamId: idInput(z), userId: idInput(z), organizationId: idInput(z).optional() })),
  use: [sessionMiddleware],
  handler: async (ctx): Promise<TeamMemberRow> => {
    const { organizationId, member } = await requireMember(ctx, ctx.session, ctx.body);
    await assertMemberCan(ctx, member, { permissions: { team: ['update'] }, code: 'YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_TEAM' });
    const team = await teamInOrganization(ctx, { organizationId, teamId: ctx.body.teamId });
    if (!(await findMember(ctx, { organizationId, userId: ctx.body.userId }))) {
      throw AuthError.of(ORGANIZATION_ERROR_CODES, 'USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION');
    }
    const { userId } = ctx.body;
    return ctx.auth.db.transaction(async (tx) => {
      const added = await addTeamMembership(ctx, tx, { teamId: team.id, userId });
      await emitEvent(ctx, { type: 'organization.team-member-added', userId, organizationId, detail: { teamId: team.id } }, { db: tx });
      return added;
    });
  },
});
