import type { AuthContext, UserRow } from 'latchkey/plugins';
import { oidcProviderKey } from './oidc-provider-options.js';
import { offersOrganizations, organizationClaim, ORGANIZATIONS_SCOPE } from './organization-claim.js';

type ClaimUser = UserRow & Record<string, unknown>;

const seconds = (value: unknown): number | undefined => (value ? Math.floor(new Date(value as Date).getTime() / 1000) : undefined);

/**
 * The claims the granted scopes release about a user: `profile` (name,
 * picture, updated_at), `email` (email, email_verified), `organizations`
 * (with the organization plugin: each organization and the user's role) and
 * each app scope's own claims. `sub` is the user id.
 *
 * @example
 * const claims = await userClaims(ctx.auth, { user, scope: ['openid', 'email'] });
 */
export async function userClaims(auth: AuthContext, input: { user: ClaimUser; scope: readonly string[] }): Promise<Record<string, unknown>> {
  const { user, scope } = input;
  const claims: Record<string, unknown> = { sub: user.id };
  if (scope.includes('profile')) {
    Object.assign(claims, { name: user.name, updated_at: seconds(user.updatedAt) });
    if (user.image) claims.picture = user.image;
  }
  if (scope.includes('email')) Object.assign(claims, { email: user.email, email_verified: user.emailVerified === true });
  const appScopes = oidcProviderKey.options(auth).scopes;
  if (scope.includes(ORGANIZATIONS_SCOPE) && offersOrganizations(auth, appScopes)) claims.organizations = await organizationClaim(auth, user.id);
  for (const name of scope) {
    const extra = await appScopes[name]?.claims?.(user as never);
    // An app scope adds claims; it cannot change who the token is about.
    if (extra) Object.assign(claims, extra, { sub: user.id });
  }
  return claims;
}
