import { UniqueConstraintError } from 'latchkey';
import { AuthError, defineEndpoint, sessionMiddleware, lazySchema, emitEvent } from 'latchkey/plugins';
import { ORGANIZATION_ERROR_CODES } from '../error-codes.js';
import { idInput, logoInput, metadataInput, organizationNameInput, slugInput } from '../organization-input.js';
import { requireMember } from '../organization-member.js';
import { findOrganization } from '../organization-records.js';
import { assertMemberCan } from '../role-permissions.js';
import type { OrganizationRow } from '../types.js';
import { organizationRoutes } from '../routes.js';

/** `POST /organization/update`: name, slug, logo, metadata. Needs `organization: update`. */
export const updateOrganization = defineEndpoint({
  ...organizationRoutes.updateOrganization,
  body: lazySchema((z) => z.object({
    data: z.strictObject({
      name: organizationNameInput(z).optional(),
      slug: slugInput(z).optional(),
      logo: logoInput(z).nullable().optional(),
      metadata: metadataInput(z).nullable().optional(),
    }),
    organizationId: idInput(z).optional(),
  })),
  use: [sessionMiddleware],
  handler: async (ctx): Promise<OrganizationRow> => {
    const { organizationId, member } = await requireMember(ctx, ctx.session, ctx.body);
    await assertMemberCan(ctx, member, { permissions: { organization: ['update'] }, code: 'YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_ORGANIZATION' });
    const update = Object.fromEntries(Object.entries(ctx.body.data).filter(([, value]) => value !== undefined));
    if (Object.keys(update).length === 0) throw AuthError.of(ORGANIZATION_ERROR_CODES, 'NO_DATA_TO_UPDATE_THE_ORGANIZATION');
    try {
      const updated = await ctx.auth.db.transaction(async (tx) => {
        const row = await tx.update<OrganizationRow>({
          model: 'organization',
          where: [{ field: 'id', value: organizationId }],
          update: { ...update, updatedAt: new Date() },
        });
        await emitEvent(ctx, { type: 'organization.updated', organizationId, detail: { fields: Object.keys(update) } }, { db: tx });
        return row;
      });
      return updated ?? (await findOrganization(ctx, organizationId));
    } catch (error) {
      if (error instanceof UniqueConstraintError) throw AuthError.of(ORGANIZATION_ERROR_CODES, 'ORGANIZATION_SLUG_ALREADY_TAKEN');
      throw error;
    }
  },
});
