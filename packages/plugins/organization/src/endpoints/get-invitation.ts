import { defineEndpoint, findUserById, sessionMiddleware, lazySchema } from 'latchkey/plugins';
import { assertPending, assertRecipient, findInvitation } from '../invitation-access.js';
import { idInput } from '../organization-input.js';
import { findOrganization } from '../organization-records.js';
import type { InvitationRow } from '../types.js';
import { organizationRoutes } from '../routes.js';

type InvitationDetails = InvitationRow & { organizationName: string; organizationSlug: string; inviterEmail: string | null };

/**
 * `GET /organization/get-invitation?id=`: a pending invitation with its
 * organization's name and slug and the inviter's address, for the invited
 * person only (verified address): what an accept page shows.
 */
export const getInvitation = defineEndpoint({
  ...organizationRoutes.getInvitation,
  query: lazySchema((z) => z.object({ id: idInput(z) })),
  use: [sessionMiddleware],
  meta: { noStore: true },
  handler: async (ctx): Promise<InvitationDetails> => {
    const invitation = await findInvitation(ctx, ctx.query.id);
    assertRecipient(ctx, invitation);
    assertPending(invitation);
    const [organization, inviter] = await Promise.all([findOrganization(ctx, invitation.organizationId), findUserById(ctx.auth, invitation.inviterId)]);
    return { ...invitation, organizationName: organization.name, organizationSlug: organization.slug, inviterEmail: inviter?.email ?? null };
  },
});
