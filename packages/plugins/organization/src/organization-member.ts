import { AuthError } from 'latchkey/plugins';
import type { CurrentSession, EndpointContext } from 'latchkey/plugins';
import { ORGANIZATION_ERROR_CODES } from './error-codes.js';
import type { MemberRow } from './types.js';

/** The caller's membership in the organization a route acts on. */
export interface OrganizationMember {
  organizationId: string;
  member: MemberRow;
}

/** The session's active organization, or null. */
export function activeOrganizationOf(session: CurrentSession): string | null {
  return ((session.session as { activeOrganizationId?: string | null }).activeOrganizationId ?? null) || null;
}

/**
 * The organization a route acts on (the one given, else the session's active
 * one) and the caller's membership in it. Not being a member answers the same
 * whether or not the organization exists, so ids cannot be probed.
 *
 * @example
 * const { organizationId, member } = await requireMember(ctx, ctx.session, { organizationId: ctx.body.organizationId });
 */
export async function requireMember(
  ctx: EndpointContext,
  session: CurrentSession,
  input: { organizationId?: string | null | undefined },
): Promise<OrganizationMember> {
  const organizationId = input.organizationId ?? activeOrganizationOf(session);
  if (!organizationId) throw AuthError.of(ORGANIZATION_ERROR_CODES, 'NO_ACTIVE_ORGANIZATION');
  const member = await findMember(ctx, { organizationId, userId: session.user.id });
  if (!member) throw AuthError.of(ORGANIZATION_ERROR_CODES, 'USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION');
  return { organizationId, member };
}

/** A user's membership in an organization, or null. */
export function findMember(ctx: EndpointContext, input: { organizationId: string; userId: string }): Promise<MemberRow | null> {
  return ctx.auth.db.findOne<MemberRow>({
    model: 'member',
    where: [
      { field: 'organizationId', value: input.organizationId },
      { field: 'userId', value: input.userId },
    ],
  });
}

/**
 * A member of this organization by id. A member of another organization
 * answers MEMBER_NOT_FOUND like a missing one: no access across organizations by id.
 */
export async function memberInOrganization(ctx: EndpointContext, input: { organizationId: string; memberId: string }): Promise<MemberRow> {
  const member = await ctx.auth.db.findOne<MemberRow>({
    model: 'member',
    where: [
      { field: 'id', value: input.memberId },
      { field: 'organizationId', value: input.organizationId },
    ],
  });
  if (!member) throw AuthError.of(ORGANIZATION_ERROR_CODES, 'MEMBER_NOT_FOUND');
  return member;
}
