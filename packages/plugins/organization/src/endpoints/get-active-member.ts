import { defineEndpoint, sessionMiddleware } from 'latchkey/plugins';
import { requireMember } from '../organization-member.js';
import { memberUser } from '../organization-records.js';
import type { MemberWithUser } from '../types.js';
import { organizationRoutes } from '../routes.js';

/** `GET /organization/get-active-member`: the caller's membership in the active organization, with their user. */
export const getActiveMember = defineEndpoint({
  ...organizationRoutes.getActiveMember,
  use: [sessionMiddleware],
  meta: { noStore: true },
  handler: async (ctx): Promise<MemberWithUser> => {
    const { member } = await requireMember(ctx, ctx.session, {});
    return { ...member, user: memberUser(ctx.session.user) };
  },
});
