import { AuthError, defineEndpoint, sessionMiddleware, lazySchema, emitEvent } from 'latchkey/plugins';
import { ORGANIZATION_ERROR_CODES } from '../error-codes.js';
import { lockedWrite } from '../locked-write.js';
import { idInput } from '../organization-input.js';
import { requireMember } from '../organization-member.js';
import { organizationKey } from '../organization-options.js';
import { assertMemberCan } from '../role-permissions.js';
import { teamNameInput } from '../team-input.js';
import type { TeamRow } from '../types.js';
import { organizationRoutes } from '../routes.js';

/** `POST /organization/create-team`: a team (name of at least one character) in the caller's organization. Needs `team: create`. */
export const createTeam = defineEndpoint({
  ...organizationRoutes.createTeam,
  body: lazySchema((z) => z.object({ name: teamNameInput(z), organizationId: idInput(z).optional() })),
  use: [sessionMiddleware],
  handler: async (ctx): Promise<TeamRow> => {
    const { organizationId, member } = await requireMember(ctx, ctx.session, ctx.body);
    await assertMemberCan(ctx, member, { permissions: { team: ['create'] }, code: 'YOU_ARE_NOT_ALLOWED_TO_CREATE_TEAMS_IN_THIS_ORGANIZATION' });
    const limit = organizationKey.options(ctx.auth).maximumTeams;
    return lockedWrite(ctx, { model: 'organization', id: organizationId }, async (tx) => {
      if (limit !== undefined && (await tx.count({ model: 'team', where: [{ field: 'organizationId', value: organizationId }] })) >= limit) {
        throw AuthError.of(ORGANIZATION_ERROR_CODES, 'YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_TEAMS');
      }
      const now = new Date();
      const team = await tx.create<TeamRow>({
        model: 'team',
        data: { id: ctx.auth.generateId(), name: ctx.body.name, organizationId, createdAt: now, updatedAt: now },
      });
      await emitEvent(ctx, { type: 'organization.team-created', organizationId, detail: { teamId: team.id } }, { db: tx });
      return team;
    });
  },
});
