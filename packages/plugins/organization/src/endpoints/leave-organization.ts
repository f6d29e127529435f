import { defineEndpoint, sessionMiddleware, lazySchema } from 'latchkey/plugins';
import { removeMembership } from '../membership-removal.js';
import { idInput } from '../organization-input.js';
import { requireMember } from '../organization-member.js';
import type { MemberRow } from '../types.js';
import { organizationRoutes } from '../routes.js';

/** `POST /organization/leave`: the caller leaves an organization; the only owner cannot. */
export const leaveOrganization = defineEndpoint({
  ...organizationRoutes.leaveOrganization,
  body: lazySchema((z) => z.object({ organizationId: idInput(z) })),
  use: [sessionMiddleware],
  handler: async (ctx): Promise<MemberRow> => {
    const { member } = await requireMember(ctx, ctx.session, ctx.body);
    await removeMembership(ctx, member, { leaving: true });
    return member;
  },
});
