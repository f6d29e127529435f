import { AuthError, defineEndpoint, sessionMiddleware, lazySchema } from 'latchkey/plugins';
import { ORGANIZATION_ERROR_CODES } from '../error-codes.js';
import { idInput } from '../organization-input.js';
import { findMember, requireMember } from '../organization-member.js';
import { organizationRoutes } from '../routes.js';

/**
 * `GET /organization/get-active-member-role`: the role of the caller, or of
 * another member (`userId`) of the same organization.
 */
export const getActiveMemberRole = defineEndpoint({
  ...organizationRoutes.getActiveMemberRole,
  query: lazySchema((z) => z.object({ userId: idInput(z).optional(), organizationId: idInput(z).optional() })),
  use: [sessionMiddleware],
  meta: { noStore: true },
  handler: async (ctx): Promise<{ role: string }> => {
    const { organizationId, member } = await requireMember(ctx, ctx.session, ctx.query);
    if (!ctx.query.userId || ctx.query.userId === member.userId) return { role: member.role };
    const other = await findMember(ctx, { organizationId, userId: ctx.query.userId });
    if (!other) throw AuthError.of(ORGANIZATION_ERROR_CODES, 'MEMBER_NOT_FOUND');
    return { role: other.role };
  },
});
