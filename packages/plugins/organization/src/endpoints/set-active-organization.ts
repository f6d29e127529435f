import { defineEndpoint, sessionMiddleware, lazySchema } from 'latchkey/plugins';
import { setActiveOnSession } from '../active-organization.js';
import { organizationBySelector } from '../organization-by-selector.js';
import { idInput, slugInput } from '../organization-input.js';
import { requireMember } from '../organization-member.js';
import { organizationKey } from '../organization-options.js';
import { fullOrganization } from '../organization-records.js';
import type { FullOrganization } from '../types.js';
import { organizationRoutes } from '../routes.js';

/**
 * `POST /organization/set-active`: makes an organization of the caller's
 * (by id or slug) the session's active one and answers it in full;
 * `organizationId: null` clears it and answers null. The signed session copy
 * is dropped so the next read shows the change.
 */
export const setActiveOrganization = defineEndpoint({
  ...organizationRoutes.setActiveOrganization,
  body: lazySchema((z) => z.object({ organizationId: idInput(z).nullable().optional(), organizationSlug: slugInput(z).optional() })),
  use: [sessionMiddleware],
  handler: async (ctx): Promise<FullOrganization | null> => {
    const organization = await organizationBySelector(ctx, { ...ctx.body, fallback: null });
    if (!organization) {
      await setActiveOnSession(ctx, ctx.session, { organizationId: null, teamId: null });
      return null;
    }
    await requireMember(ctx, ctx.session, { organizationId: organization.id });
    await setActiveOnSession(ctx, ctx.session, { organizationId: organization.id, teamId: null });
    return fullOrganization(ctx, organization, { membersLimit: organizationKey.options(ctx.auth).membershipLimit });
  },
});
