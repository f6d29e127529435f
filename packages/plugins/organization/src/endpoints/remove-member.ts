import { AuthError, defineEndpoint, sessionMiddleware, lazySchema } from 'latchkey/plugins';
import type { EndpointContext } from 'latchkey/plugins';
import { ORGANIZATION_ERROR_CODES } from '../error-codes.js';
import { isOwner, removeMembership } from '../membership-removal.js';
import { idInput } from '../organization-input.js';
import { requireMember } from '../organization-member.js';
import { assertMemberCan } from '../role-permissions.js';
import type { MemberRow } from '../types.js';
import { organizationRoutes } from '../routes.js';

/** A member of this organization by member id, or by the email of their user. */
async function targetMember(ctx: EndpointContext, input: { organizationId: string; memberIdOrEmail: string }): Promise<MemberRow> {
  const byOrganization = { field: 'organizationId', value: input.organizationId };
  let member: MemberRow | null = null;
  if (input.memberIdOrEmail.includes('@')) {
    const user = await ctx.auth.db.findOne<{ id: string }>({ model: 'user', where: [{ field: 'email', value: input.memberIdOrEmail.toLowerCase() }] });
    if (user) member = await ctx.auth.db.findOne<MemberRow>({ model: 'member', where: [byOrganization, { field: 'userId', value: user.id }] });
  } else {
    member = await ctx.auth.db.findOne<MemberRow>({ model: 'member', where: [byOrganization, { field: 'id', value: input.memberIdOrEmail }] });
  }
  if (!member) throw AuthError.of(ORGANIZATION_ERROR_CODES, 'MEMBER_NOT_FOUND');
  return member;
}

/**
 * `POST /organization/remove-member`: removes a member (by id or email) of
 * the caller's organization. Needs `member: delete`; only an owner removes an
 * owner, and the last owner cannot be removed.
 */
export const removeMember = defineEndpoint({
  ...organizationRoutes.removeMember,
  body: lazySchema((z) => z.object({ memberIdOrEmail: z.string().min(1).max(255), organizationId: idInput(z).optional() })),
  use: [sessionMiddleware],
  handler: async (ctx): Promise<{ member: MemberRow }> => {
    const { organizationId, member: caller } = await requireMember(ctx, ctx.session, ctx.body);
    await assertMemberCan(ctx, caller, { permissions: { member: ['delete'] }, code: 'YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_MEMBER' });
    const target = await targetMember(ctx, { organizationId, memberIdOrEmail: ctx.body.memberIdOrEmail });
    if (isOwner(ctx, target.role) && !isOwner(ctx, caller.role)) {
      throw AuthError.of(ORGANIZATION_ERROR_CODES, 'YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_MEMBER');
    }
    await removeMembership(ctx, target, { leaving: target.id === caller.id });
    return { member: target };
  },
});
