import { defineEndpoint, sessionMiddleware, lazySchema, emitEvent } from 'latchkey/plugins';
import { idInput } from '../organization-input.js';
import { requireMember } from '../organization-member.js';
import { assertMemberCan } from '../role-permissions.js';
import { teamInOrganization } from '../team-in-organization.js';
import { teamNameInput } from '../team-input.js';
import type { TeamRow } from '../types.js';
import { organizationRoutes } from '../routes.js';

/** `POST /organization/update-team`: renames a team of the caller's organization. Needs `team: update`. */
export const updateTeam = defineEndpoint({
  ...organizationRoutes.updateTeam,
  body: lazySchema((z) => z.object({ teamId: idInput(z), data: z.strictObject({ name: teamNameInput(z) }), organizationId: idInput(z).optional() })),
  use: [sessionMiddleware],
  handler: async (ctx): Promise<TeamRow> => {
    const { organizationId, member } = await requireMember(ctx, ctx.session, ctx.body);
    await assertMemberCan(ctx, member, { permissions: { team: ['update'] }, code: 'YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_TEAM' });
    const team = await teamInOrganization(ctx, { organizationId, teamId: ctx.body.teamId });
    const update = { name: ctx.body.data.name, updatedAt: new Date() };
    const updated = await ctx.auth.db.transaction(async (tx) => {
      const row = await tx.update<TeamRow>({ model: 'team', where: [{ field: 'id', value: team.id }], update });
      await emitEvent(ctx, { type: 'organization.team-updated', organizationId, detail: { teamId: team.id } }, { db: tx });
      return row;
    });
    return updated ?? { ...team, ...update };
  },
});
