import type { AuthContext } from 'latchkey/plugins';
import type { MemberRow, OrganizationRow } from './types.js';

/** One organization a user belongs to, and their role in it. */
export interface UserMembership {
  organizationId: string;
  name: string;
  slug: string;
  /** One or several comma-separated role names, as stored on the membership. */
  role: string;
}

/**
 * The organizations a user belongs to, oldest membership first, with the
 * user's role in each: for other plugins that describe the user to someone
 * else (an OpenID provider's `organizations` claim). They find it on this
 * plugin's resolved options as `memberships`, by shape, since plugins do not
 * import each other.
 *
 * @example
 * const memberships = await userMemberships(ctx.auth, user.id);
 */
export async function userMemberships(auth: Pick<AuthContext, 'db'>, userId: string): Promise<UserMembership[]> {
  const rows = await auth.db.findMany<MemberRow & { organization: OrganizationRow | null }>({
    model: 'member',
    where: [{ field: 'userId', value: userId }],
    join: { organization: { model: 'organization', from: 'organizationId', to: 'id' } },
    sortBy: { field: 'createdAt', direction: 'asc' },
  });
  return rows.flatMap((row) =>
    row.organization ? [{ organizationId: row.organization.id, name: row.organization.name, slug: row.organization.slug, role: row.role }] : [],
  );
}
