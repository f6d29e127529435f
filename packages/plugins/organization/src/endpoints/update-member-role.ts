import { AuthError, defineEndpoint, markSessionsRevoked, sessionMiddleware, lazySchema, emitEvent } from 'latchkey/plugins';
import { ORGANIZATION_ERROR_CODES } from '../error-codes.js';
import { assertStillOwned, isOwner, lockOrganization } from '../membership-removal.js';
import { idInput } from '../organization-input.js';
import { memberInOrganization, requireMember } from '../organization-member.js';
import { roleInput, roleNames } from '../role-input.js';
import { assertMayGrant, assertMemberCan } from '../role-permissions.js';
import type { MemberRow } from '../types.js';
import { organizationRoutes } from '../routes.js';

/**
 * `POST /organization/update-member-role`: replaces a member's roles. Needs
 * `member: update`; a caller grants only roles within their own permissions
 * (an admin cannot make anyone an owner), only an owner changes an owner's
 * roles, and the last owner cannot be demoted.
 */
export const updateMemberRole = defineEndpoint({
  ...organizationRoutes.updateMemberRole,
  body: lazySchema((z) => z.object({ memberId: idInput(z), role: roleInput(z), organizationId: idInput(z).optional() })),
  use: [sessionMiddleware],
  handler: async (ctx): Promise<MemberRow> => {
    const { organizationId, member: caller } = await requireMember(ctx, ctx.session, ctx.body);
    await assertMemberCan(ctx, caller, { permissions: { member: ['update'] }, code: 'YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER' });
    const target = await memberInOrganization(ctx, { organizationId, memberId: ctx.body.memberId });
    if (isOwner(ctx, target.role) && !isOwner(ctx, caller.role)) {
      throw AuthError.of(ORGANIZATION_ERROR_CODES, 'YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER');
    }
    const names = roleNames(ctx.body.role);
    await assertMayGrant(ctx, caller, names);
    const role = names.join(',');
    const updated = await ctx.auth.db.transaction(async (tx) => {
      if (isOwner(ctx, target.role)) await lockOrganization(tx, organizationId);
      const row = await tx.update<MemberRow>({ model: 'member', where: [{ field: 'id', value: target.id }], update: { role } });
      const detail = { memberId: target.id, role };
      await emitEvent(ctx, { type: 'organization.member-role-changed', userId: target.userId, organizationId, detail }, { db: tx });
      if (isOwner(ctx, target.role)) await assertStillOwned(ctx, tx, { organizationId, leaving: false });
      return row;
    });
    await markSessionsRevoked(ctx.auth, target.userId);
    return updated ?? { ...target, role };
  },
});
