import { defineEndpoint, sessionMiddleware, lazySchema } from 'latchkey/plugins';
import { organizationBySelector } from '../organization-by-selector.js';
import { idInput, slugInput } from '../organization-input.js';
import { activeOrganizationOf, requireMember } from '../organization-member.js';
import { organizationKey } from '../organization-options.js';
import { fullOrganization } from '../organization-records.js';
import type { FullOrganization } from '../types.js';
import { organizationRoutes } from '../routes.js';

/**
 * `GET /organization/get-full-organization`: the organization (by
 * `organizationId`, `organizationSlug`, or the active one) with members and
 * their users, pending invitations and teams; null when no organization is
 * named and none is active. Members only.
 */
export const getFullOrganization = defineEndpoint({
  ...organizationRoutes.getFullOrganization,
  query: lazySchema((z) => z.object({
    organizationId: idInput(z).optional(),
    organizationSlug: slugInput(z).optional(),
    membersLimit: z.coerce.number().int().min(1).max(1000).optional(),
  })),
  use: [sessionMiddleware],
  meta: { noStore: true },
  handler: async (ctx): Promise<FullOrganization | null> => {
    const organization = await organizationBySelector(ctx, { ...ctx.query, fallback: activeOrganizationOf(ctx.session) });
    if (!organization) return null;
    await requireMember(ctx, ctx.session, { organizationId: organization.id });
    const membersLimit = ctx.query.membersLimit ?? organizationKey.options(ctx.auth).membershipLimit;
    return fullOrganization(ctx, organization, { membersLimit });
  },
});
