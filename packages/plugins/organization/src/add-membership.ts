import { AuthError, emitEvent } from 'latchkey/plugins';
import type { EndpointContext } from 'latchkey/plugins';
import type { DatabaseAdapter } from 'latchkey';
import { ORGANIZATION_ERROR_CODES } from './error-codes.js';
import { organizationKey } from './organization-options.js';
import type { MemberRow, TeamMemberRow } from './types.js';

/**
 * Adds a user to an organization (and optionally a team) inside the caller's
 * transaction: refuses an existing member and a full organization. The
 * organization's row is locked first, so racing additions count one at a time.
 *
 * @example
 * const member = await ctx.auth.db.transaction((tx) => addMembership(ctx, tx, { organizationId, userId, role: 'member' }));
 */
export async function addMembership(
  ctx: EndpointContext,
  db: DatabaseAdapter,
  input: { organizationId: string; userId: string; role: string; teamId?: string | null },
): Promise<MemberRow> {
  await db.lockOne({ model: 'organization', where: [{ field: 'id', value: input.organizationId }] });
  const byOrganization = { field: 'organizationId', value: input.organizationId };
  const existing = await db.findOne({ model: 'member', where: [byOrganization, { field: 'userId', value: input.userId }] });
  if (existing) throw AuthError.of(ORGANIZATION_ERROR_CODES, 'USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION');
  const options = organizationKey.options(ctx.auth);
  if ((await db.count({ model: 'member', where: [byOrganization] })) >= options.membershipLimit) {
    throw AuthError.of(ORGANIZATION_ERROR_CODES, 'ORGANIZATION_MEMBERSHIP_LIMIT_REACHED');
  }
  const now = new Date();
  const member = await db.create<MemberRow>({
    model: 'member',
    data: { id: ctx.auth.generateId(), organizationId: input.organizationId, userId: input.userId, role: input.role, createdAt: now },
  });
  const detail = { memberId: member.id, role: input.role };
  await emitEvent(ctx, { type: 'organization.member-added', userId: input.userId, organizationId: input.organizationId, detail }, { db });
  if (input.teamId) await addTeamMembership(ctx, db, { teamId: input.teamId, userId: input.userId });
  return member;
}

/** Adds a user to a team unless already in it, within the team size limit (the team's row locked first, inside the caller's transaction). */
export async function addTeamMembership(ctx: EndpointContext, db: DatabaseAdapter, input: { teamId: string; userId: string }): Promise<TeamMemberRow> {
  await db.lockOne({ model: 'team', where: [{ field: 'id', value: input.teamId }] });
  const byTeam = { field: 'teamId', value: input.teamId };
  const existing = await db.findOne<TeamMemberRow>({ model: 'teamMember', where: [byTeam, { field: 'userId', value: input.userId }] });
  if (existing) return existing;
  const limit = organizationKey.options(ctx.auth).maximumMembersPerTeam;
  if (limit !== undefined && (await db.count({ model: 'teamMember', where: [byTeam] })) >= limit) {
    throw AuthError.of(ORGANIZATION_ERROR_CODES, 'TEAM_MEMBER_LIMIT_REACHED');
  }
  return db.create<TeamMemberRow>({
    model: 'teamMember',
    data: { id: ctx.auth.generateId(), teamId: input.teamId, userId: input.userId, createdAt: new Date() },
  });
}
