import { createOAuthProvider } from '../create-oauth-provider.js';
import { displayName, type OpenIdClaims } from '../openid-claims.js';
import type { OAuthProvider, ProviderOptions } from '../types.js';

export interface MicrosoftProfile extends OpenIdClaims {
  /** The user's object id: stable across apps, unlike the pairwise `sub`. */
  oid?: string;
  tid?: string;
  /** Optional claim: the email's domain is verified by the tenant. */
  xms_edov?: boolean | string;
}

export interface MicrosoftOptions extends ProviderOptions<MicrosoftProfile> {
  /** `common` (default), `organizations`, `consumers` or a tenant id / domain. */
  tenantId?: string;
  /** Defaults to `https://login.microsoftonline.com`; set for sovereign clouds. */
  authority?: string;
  /**
   * Treat the `email` claim as verified. Off by default: in Entra ID it is a
   * mutable attribute a tenant admin can set to any address.
   */
  trustEmail?: boolean;
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CONSUMER_TENANT = '9188040d-6c67-4c5b-b112-36a304b66dad';

function issuerFor(authority: string, tenant: string): string {
  if (GUID.test(tenant)) return `${authority}/${tenant}/v2.0`;
  if (tenant === 'consumers') return `${authority}/${CONSUMER_TENANT}/v2.0`;
  // Multi-tenant and domain-named tenants: the issuer carries the token's own tenant id.
  return `${authority}/{tenantid}/v2.0`;
}

/**
 * Microsoft Entra ID and personal Microsoft accounts (OpenID Connect v2.0).
 * The account id is `oid`, and the email is unverified unless `trustEmail` is set
 * or the token says the domain is verified (`xms_edov`).
 *
 * @example
 * microsoft({ clientId, clientSecret, tenantId: 'organizations' });
 */
export function microsoft(options: MicrosoftOptions): OAuthProvider<MicrosoftProfile> {
  const authority = (options.authority ?? 'https://login.microsoftonline.com').replace(/\/+$/, '');
  const tenant = options.tenantId ?? 'common';
  return createOAuthProvider<MicrosoftProfile>(
    {
      id: 'microsoft',
      name: 'Microsoft',
      endpoints: {
        authorization: `${authority}/${tenant}/oauth2/v2.0/authorize`,
        token: `${authority}/${tenant}/oauth2/v2.0/token`,
        userInfo: 'https://graph.microsoft.com/oidc/userinfo',
        jwks: `${authority}/${tenant}/discovery/v2.0/keys`,
      },
      issuer: issuerFor(authority, tenant),
      scopes: ['openid', 'profile', 'email', 'offline_access', 'User.Read'],
      clientAuthentication: 'client_secret_post',
      mapProfile: (profile) => ({
        id: profile.oid ?? profile.sub,
        email: profile.email ?? (profile.preferred_username?.includes('@') ? profile.preferred_username : null),
        emailVerified: profile.email !== undefined && (options.trustEmail === true || profile.xms_edov === true || profile.xms_edov === 'true'),
        name: displayName(profile),
        image: null,
      }),
    },
    options,
  );
}
