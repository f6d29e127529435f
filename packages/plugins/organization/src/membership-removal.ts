import { markSessionsRevoked, updateUserSessions, emitEvent, AuthError } from 'latchkey/plugins';
import type { EndpointContext } from 'latchkey/plugins';
import type { DatabaseAdapter } from 'latchkey';
import { parseRoles } from 'latchkey/access';
import { ORGANIZATION_ERROR_CODES } from './error-codes.js';
import { organizationKey } from './organization-options.js';
import type { MemberRow, TeamRow } from './types.js';

/** Whether a stored role value includes the creator (owner) role. */
export function isOwner(ctx: EndpointContext, role: string): boolean {
  return parseRoles(role).includes(organizationKey.options(ctx.auth).creatorRole);
}

/** How many members of an organization hold the owner role. */
export async function ownerCount(db: DatabaseAdapter, input: { organizationId: string; creatorRole: string }): Promise<number> {
  // `contains` narrows in SQL; the exact role list is compared here (an "owner2" role is no owner).
  const candidates = await db.findMany<MemberRow>({
    model: 'member',
    where: [
      { field: 'organizationId', value: input.organizationId },
      { field: 'role', operator: 'contains', value: input.creatorRole },
    ],
  });
  return candidates.filter((member) => parseRoles(member.role).includes(input.creatorRole)).length;
}

/**
 * Takes the organization row's write lock for the rest of the transaction:
 * changes that may take an owner away then run one after another, so two
 * owners demoting or removing each other at once cannot both see the other
 * one left.
 */
export async function lockOrganization(db: DatabaseAdapter, organizationId: string): Promise<void> {
  await db.update({ model: 'organization', where: [{ field: 'id', value: organizationId }], update: { updatedAt: new Date() } });
}

/**
 * Refuses when the organization would be left without an owner. Checked
 * inside the transaction, after the change, so the change rolls back.
 */
export async function assertStillOwned(ctx: EndpointContext, db: DatabaseAdapter, input: { organizationId: string; leaving: boolean }): Promise<void> {
  const creatorRole = organizationKey.options(ctx.auth).creatorRole;
  if ((await ownerCount(db, { organizationId: input.organizationId, creatorRole })) > 0) return;
  throw AuthError.of(
    ORGANIZATION_ERROR_CODES,
    input.leaving ? 'YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER' : 'YOU_CANNOT_LEAVE_THE_ORGANIZATION_WITHOUT_AN_OWNER',
  );
}

/**
 * Ends a membership in one transaction: the member row, the user's team
 * memberships in this organization, and this organization as the active one
 * on every session of the user. The last owner cannot be removed.
 *
 * @example
 * await removeMembership(ctx, member, { leaving: true });
 */
export async function removeMembership(ctx: EndpointContext, member: MemberRow, input: { leaving: boolean }): Promise<void> {
  const owner = isOwner(ctx, member.role);
  await ctx.auth.db.transaction(async (tx) => {
    if (owner) await lockOrganization(tx, member.organizationId);
    await tx.delete({ model: 'member', where: [{ field: 'id', value: member.id }] });
    const detail = { memberId: member.id, left: input.leaving };
    await emitEvent(ctx, { type: 'organization.member-removed', userId: member.userId, organizationId: member.organizationId, detail }, { db: tx });
    if (owner) await assertStillOwned(ctx, tx, { organizationId: member.organizationId, leaving: input.leaving });
    const teams = await tx.findMany<TeamRow>({ model: 'team', where: [{ field: 'organizationId', value: member.organizationId }] });
    if (teams.length > 0) {
      await tx.deleteMany({
        model: 'teamMember',
        where: [
          { field: 'userId', value: member.userId },
          { field: 'teamId', operator: 'in', value: teams.map((team) => team.id) },
        ],
      });
    }
    await updateUserSessions(ctx.auth, member.userId, {
      match: { activeOrganizationId: member.organizationId },
      update: { activeOrganizationId: null, activeTeamId: null },
      db: tx,
    });
  });
  // Cached session copies still name the organization; the next read goes to the database.
  await markSessionsRevoked(ctx.auth, member.userId);
}
