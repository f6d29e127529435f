import { defineEndpoint, sessionMiddleware } from 'latchkey/plugins';
import { organizationKey } from '../organization-options.js';
import type { InvitationRow, OrganizationRow } from '../types.js';
import { organizationRoutes } from '../routes.js';

/**
 * `GET /organization/list-user-invitations`: pending, unexpired invitations
 * for the caller's address, with the organization's name; empty while the
 * address is unverified (an address one merely typed in proves nothing),
 * unless `requireEmailVerificationOnInvitation` is off.
 */
export const listUserInvitations = defineEndpoint({
  ...organizationRoutes.listUserInvitations,
  use: [sessionMiddleware],
  meta: { noStore: true },
  handler: async (ctx): Promise<(InvitationRow & { organizationName: string | null })[]> => {
    if (!ctx.session.user.emailVerified && organizationKey.options(ctx.auth).requireEmailVerificationOnInvitation) return [];
    const rows = await ctx.auth.db.findMany<InvitationRow & { organization: OrganizationRow | null }>({
      model: 'invitation',
      where: [
        { field: 'email', value: ctx.session.user.email.toLowerCase() },
        { field: 'status', value: 'pending' },
        { field: 'expiresAt', operator: 'gt', value: new Date() },
      ],
      join: { organization: { model: 'organization', from: 'organizationId', to: 'id' } },
      sortBy: { field: 'createdAt', direction: 'desc' },
    });
    return rows.map(({ organization, ...invitation }) => ({ ...invitation, organizationName: organization?.name ?? null }));
  },
});
