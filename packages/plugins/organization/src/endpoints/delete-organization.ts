import {
  defineEndpoint,
  markSessionsRevoked,
  sessionMiddleware,
  updateUserSessions,
  lazySchema,
  emitEvent,
} from 'latchkey/plugins';
import { idInput } from '../organization-input.js';
import { requireMember } from '../organization-member.js';
import { organizationKey } from '../organization-options.js';
import { findOrganization } from '../organization-records.js';
import { assertMemberCan } from '../role-permissions.js';
import type { MemberRow, OrganizationRow, TeamRow } from '../types.js';
import { organizationRoutes } from '../routes.js';

/**
 * `POST /organization/delete`: deletes the organization with its members,
 * invitations, teams and roles in one transaction, and clears it as the
 * active organization of every session. Needs `organization: delete` (owners).
 */
export const deleteOrganization = defineEndpoint({
  ...organizationRoutes.deleteOrganization,
  body: lazySchema((z) => z.object({ organizationId: idInput(z) })),
  use: [sessionMiddleware],
  handler: async (ctx): Promise<OrganizationRow> => {
    const { organizationId, member } = await requireMember(ctx, ctx.session, ctx.body);
    await assertMemberCan(ctx, member, { permissions: { organization: ['delete'] }, code: 'YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_ORGANIZATION' });
    const options = organizationKey.options(ctx.auth);
    const organization = await findOrganization(ctx, organizationId);
    await options.hooks.beforeDeleteOrganization?.({ organization, user: ctx.session.user });
    const byOrganization = [{ field: 'organizationId', value: organizationId }];
    const members = await ctx.auth.db.transaction(async (tx) => {
      const teams = await tx.findMany<TeamRow>({ model: 'team', where: byOrganization });
      if (teams.length > 0) await tx.deleteMany({ model: 'teamMember', where: [{ field: 'teamId', operator: 'in', value: teams.map((t) => t.id) }] });
      const gone = await tx.findMany<MemberRow>({ model: 'member', where: byOrganization });
      for (const model of ['team', 'invitation', 'member', 'organizationRole']) await tx.deleteMany({ model, where: byOrganization });
      await tx.delete({ model: 'organization', where: [{ field: 'id', value: organizationId }] });
      await emitEvent(ctx, { type: 'organization.deleted', organizationId }, { db: tx });
      // Per member, so sessions kept in secondary storage change too; only members can have it active.
      for (const member of gone) {
        await updateUserSessions(ctx.auth, member.userId, {
          match: { activeOrganizationId: organizationId },
          update: { activeOrganizationId: null, activeTeamId: null },
          db: tx,
        });
      }
      return gone;
    });
    await Promise.all(members.map((gone) => markSessionsRevoked(ctx.auth, gone.userId)));
    await options.hooks.afterDeleteOrganization?.({ organization, user: ctx.session.user });
    return organization;
  },
});
