import { defineEndpoint, sessionMiddleware, lazySchema } from 'latchkey/plugins';
import { idInput } from '../organization-input.js';
import { requireMember } from '../organization-member.js';
import type { InvitationRow } from '../types.js';
import { organizationRoutes } from '../routes.js';

/** `GET /organization/list-invitations`: every invitation of the caller's organization, newest first. Members only. */
export const listInvitations = defineEndpoint({
  ...organizationRoutes.listInvitations,
  query: lazySchema((z) => z.object({ organizationId: idInput(z).optional() })),
  use: [sessionMiddleware],
  meta: { noStore: true },
  handler: async (ctx): Promise<InvitationRow[]> => {
    const { organizationId } = await requireMember(ctx, ctx.session, ctx.query);
    return ctx.auth.db.findMany<InvitationRow>({
      model: 'invitation',
      where: [{ field: 'organizationId', value: organizationId }],
      sortBy: { field: 'createdAt', direction: 'desc' },
    });
  },
});
