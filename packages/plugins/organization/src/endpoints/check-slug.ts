import { AuthError, defineEndpoint, sessionMiddleware, lazySchema } from 'latchkey/plugins';
import { ORGANIZATION_ERROR_CODES } from '../error-codes.js';
import { slugInput } from '../organization-input.js';
import { organizationRoutes } from '../routes.js';

/** `POST /organization/check-slug`: `{ status: true }` when free, 400 ORGANIZATION_SLUG_ALREADY_TAKEN otherwise. */
export const checkOrganizationSlug = defineEndpoint({
  ...organizationRoutes.checkOrganizationSlug,
  body: lazySchema((z) => z.object({ slug: slugInput(z) })),
  use: [sessionMiddleware],
  handler: async (ctx): Promise<{ status: true }> => {
    const taken = await ctx.auth.db.findOne({ model: 'organization', where: [{ field: 'slug', value: ctx.body.slug }] });
    if (taken) throw AuthError.of(ORGANIZATION_ERROR_CODES, 'ORGANIZATION_SLUG_ALREADY_TAKEN');
    return { status: true };
  },
});
