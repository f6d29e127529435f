import { AuthError } from 'latchkey/plugins';
import type { EndpointContext } from 'latchkey/plugins';
import { ORGANIZATION_ERROR_CODES } from './error-codes.js';
import { findOrganization } from './organization-records.js';
import type { OrganizationRow } from './types.js';

/** The organization an id or slug names (slug first), or the session's active one; null when none is named. */
export async function organizationBySelector(
  ctx: EndpointContext,
  input: { organizationId?: string | null | undefined; organizationSlug?: string | undefined; fallback: string | null },
): Promise<OrganizationRow | null> {
  if (input.organizationSlug !== undefined) {
    const organization = await ctx.auth.db.findOne<OrganizationRow>({
      model: 'organization',
      where: [{ field: 'slug', value: input.organizationSlug }],
    });
    if (!organization) throw AuthError.of(ORGANIZATION_ERROR_CODES, 'ORGANIZATION_NOT_FOUND');
    return organization;
  }
  const id = input.organizationId === undefined ? input.fallback : input.organizationId;
  return id ? findOrganization(ctx, id) : null;
}
