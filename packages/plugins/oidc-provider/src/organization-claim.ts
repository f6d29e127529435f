import type { AuthContext } from 'latchkey/plugins';

/** The scope that releases the `organizations` claim, offered when the organization plugin is on. */
export const ORGANIZATIONS_SCOPE = 'organizations';

/** One entry of the `organizations` claim. */
export interface OrganizationClaim {
  id: string;
  name: string;
  slug: string;
  /** The user's role: one or several comma-separated role names. */
  role: string;
}

interface Membership {
  organizationId: string;
  name: string;
  slug: string;
  role: string;
}

type Memberships = (auth: Pick<AuthContext, 'db'>, userId: string) => Promise<Membership[]>;

/**
 * The organization plugin's `memberships` on this instance (found on its
 * resolved options, by shape: plugins do not import each other), or null
 * without the plugin.
 */
function membershipsOf(auth: Pick<AuthContext, 'plugins'>): Memberships | null {
  const plugin = auth.plugins.find((candidate) => candidate.id === 'organization');
  const memberships = (plugin?.options as { memberships?: unknown } | undefined)?.memberships;
  return typeof memberships === 'function' ? (memberships as Memberships) : null;
}

/**
 * Whether the built-in `organizations` scope is offered: the organization
 * plugin is on, and the app has not defined a scope of that name itself.
 *
 * @example
 * const scopes = offersOrganizations(auth) ? [...standard, 'organizations'] : standard;
 */
export function offersOrganizations(auth: Pick<AuthContext, 'plugins'>, appScopes: Record<string, unknown>): boolean {
  return membershipsOf(auth) !== null && !Object.hasOwn(appScopes, ORGANIZATIONS_SCOPE);
}

/**
 * The `organizations` claim: every organization the user belongs to, with
 * their role in it, read through the organization plugin.
 *
 * @example
 * claims.organizations = await organizationClaim(auth, user.id);
 */
export async function organizationClaim(auth: Pick<AuthContext, 'plugins' | 'db'>, userId: string): Promise<OrganizationClaim[]> {
  const memberships = membershipsOf(auth);
  if (!memberships) return [];
  return (await memberships(auth, userId)).map((membership) => ({
    id: membership.organizationId,
    name: membership.name,
    slug: membership.slug,
    role: membership.role,
  }));
}
