import { AuthError } from 'latchkey/plugins';
import type { EndpointContext } from 'latchkey/plugins';
import type { Where } from 'latchkey';
import { ORGANIZATION_ERROR_CODES } from './error-codes.js';
import type { FullOrganization, InvitationRow, MemberRow, MemberUser, MemberWithUser, OrganizationRow, TeamRow } from './types.js';

const USER_JOIN = { user: { model: 'user', from: 'userId', to: 'id' } } as const;

/** An organization by id, or 400 ORGANIZATION_NOT_FOUND. */
export async function findOrganization(ctx: EndpointContext, organizationId: string): Promise<OrganizationRow> {
  const organization = await ctx.auth.db.findOne<OrganizationRow>({ model: 'organization', where: [{ field: 'id', value: organizationId }] });
  if (!organization) throw AuthError.of(ORGANIZATION_ERROR_CODES, 'ORGANIZATION_NOT_FOUND');
  return organization;
}

/** Only the public fields of a joined user: never a password-like field an app added. */
export function memberUser(user: Record<string, unknown> | null | undefined): MemberUser {
  return {
    id: String(user?.id ?? ''),
    name: String(user?.name ?? ''),
    email: String(user?.email ?? ''),
    image: (user?.image as string | null | undefined) ?? null,
  };
}

/** Members joined with their users (one query). */
export async function membersWithUsers(
  ctx: EndpointContext,
  input: { where: readonly Where[]; limit?: number; offset?: number; sortBy?: { field: string; direction: 'asc' | 'desc' } },
): Promise<MemberWithUser[]> {
  const rows = await ctx.auth.db.findMany<MemberRow & { user: Record<string, unknown> | null }>({
    model: 'member',
    where: input.where,
    join: USER_JOIN,
    sortBy: input.sortBy ?? { field: 'createdAt', direction: 'asc' },
    limit: input.limit,
    offset: input.offset,
  });
  return rows.map((row) => ({ ...row, user: memberUser(row.user) }));
}

/** An organization with its members (with users), pending invitations and teams. */
export async function fullOrganization(ctx: EndpointContext, organization: OrganizationRow, input: { membersLimit: number }): Promise<FullOrganization> {
  const byOrganization = [{ field: 'organizationId', value: organization.id }];
  const [members, invitations, teams] = await Promise.all([
    membersWithUsers(ctx, { where: byOrganization, limit: input.membersLimit }),
    ctx.auth.db.findMany<InvitationRow>({ model: 'invitation', where: [...byOrganization, { field: 'status', value: 'pending' }] }),
    ctx.auth.db.findMany<TeamRow>({ model: 'team', where: byOrganization, sortBy: { field: 'createdAt', direction: 'asc' } }),
  ]);
  return { ...organization, members, invitations, teams };
}
