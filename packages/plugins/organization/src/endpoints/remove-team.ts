import { defineEndpoint, sessionMiddleware, updateUserSessions, lazySchema, emitEvent } from 'latchkey/plugins';
import { idInput } from '../organization-input.js';
import { requireMember } from '../organization-member.js';
import { assertMemberCan } from '../role-permissions.js';
import { teamInOrganization } from '../team-in-organization.js';
import { organizationRoutes } from '../routes.js';

/**
 * `POST /organization/remove-team`: deletes a team of the caller's
 * organization with its memberships, in one transaction; pending invitations
 * into it keep the organization part. Needs `team: delete`.
 */
export const removeTeam = defineEndpoint({
  ...organizationRoutes.removeTeam,
  body: lazySchema((z) => z.object({ teamId: idInput(z), organizationId: idInput(z).optional() })),
  use: [sessionMiddleware],
  handler: async (ctx): Promise<{ message: string }> => {
    const { organizationId, member } = await requireMember(ctx, ctx.session, ctx.body);
    await assertMemberCan(ctx, member, { permissions: { team: ['delete'] }, code: 'YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_TEAM' });
    const team = await teamInOrganization(ctx, { organizationId, teamId: ctx.body.teamId });
    await ctx.auth.db.transaction(async (tx) => {
      // Per team member, so sessions kept in secondary storage change too; only members can have it active.
      const members = await tx.findMany<{ userId: string }>({ model: 'teamMember', where: [{ field: 'teamId', value: team.id }] });
      for (const { userId } of members) {
        await updateUserSessions(ctx.auth, userId, { match: { activeTeamId: team.id }, update: { activeTeamId: null }, db: tx });
      }
      await tx.deleteMany({ model: 'teamMember', where: [{ field: 'teamId', value: team.id }] });
      await tx.updateMany({ model: 'invitation', where: [{ field: 'teamId', value: team.id }], update: { teamId: null } });
      await tx.delete({ model: 'team', where: [{ field: 'id', value: team.id }] });
      await emitEvent(ctx, { type: 'organization.team-removed', organizationId, detail: { teamId: team.id } }, { db: tx });
    });
    return { message: 'Team removed successfully.' };
  },
});
