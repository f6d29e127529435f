import { AuthError, defineEndpoint, sessionMiddleware, updateUserSessions, lazySchema, emitEvent } from 'latchkey/plugins';
import { ORGANIZATION_ERROR_CODES } from '../error-codes.js';
import { idInput } from '../organization-input.js';
import { requireMember } from '../organization-member.js';
import { assertMemberCan } from '../role-permissions.js';
import { teamInOrganization } from '../team-in-organization.js';
import { organizationRoutes } from '../routes.js';

/** `POST /organization/remove-team-member`: takes a user out of a team of the caller's organization. Needs `team: update`. */
export const removeTeamMember = defineEndpoint({
  ...organizationRoutes.removeTeamMember,
  body: lazySchema((z) => z.object({ teamId: idInput(z), userId: idInput(z), organizationId: idInput(z).optional() })),
  use: [sessionMiddleware],
  handler: async (ctx): Promise<{ message: string }> => {
    const { organizationId, member } = await requireMember(ctx, ctx.session, ctx.body);
    await assertMemberCan(ctx, member, { permissions: { team: ['update'] }, code: 'YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_TEAM' });
    const team = await teamInOrganization(ctx, { organizationId, teamId: ctx.body.teamId });
    const detail = { teamId: team.id };
    await ctx.auth.db.transaction(async (tx) => {
      const removed = await tx.deleteMany({
        model: 'teamMember',
        where: [{ field: 'teamId', value: team.id }, { field: 'userId', value: ctx.body.userId }],
      });
      if (removed === 0) throw AuthError.of(ORGANIZATION_ERROR_CODES, 'USER_IS_NOT_A_MEMBER_OF_THE_TEAM');
      await emitEvent(ctx, { type: 'organization.team-member-removed', userId: ctx.body.userId, organizationId, detail }, { db: tx });
    });
    await updateUserSessions(ctx.auth, ctx.body.userId, { match: { activeTeamId: team.id }, update: { activeTeamId: null } });
    return { message: 'Team member removed successfully.' };
  },
});
