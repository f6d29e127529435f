import { AuthError } from 'latchkey/plugins';
import type { EndpointContext } from 'latchkey/plugins';
import { ORGANIZATION_ERROR_CODES } from './error-codes.js';
import type { TeamRow } from './types.js';

/**
 * A team of this organization by id. A team of another organization answers
 * TEAM_NOT_FOUND like a missing one: no access across organizations by id.
 */
export async function teamInOrganization(ctx: EndpointContext, input: { organizationId: string; teamId: string }): Promise<TeamRow> {
  const team = await ctx.auth.db.findOne<TeamRow>({
    model: 'team',
    where: [
      { field: 'id', value: input.teamId },
      { field: 'organizationId', value: input.organizationId },
    ],
  });
  if (!team) throw AuthError.of(ORGANIZATION_ERROR_CODES, 'TEAM_NOT_FOUND');
  return team;
}
