import { createOAuthProvider } from '../create-oauth-provider.js';
import { mapOpenIdClaims, type OpenIdClaims } from '../openid-claims.js';
import type { OAuthProvider, ProviderOptions } from '../types.js';

export interface SalesforceProfile extends OpenIdClaims {
  /** The 18-character user id; `sub` is a URL that also names the org. */
  user_id?: string;
  organization_id?: string;
  photos?: { picture?: string; thumbnail?: string };
}

export interface SalesforceOptions extends ProviderOptions<SalesforceProfile> {
  /** `production` (login.salesforce.com, default) or `sandbox` (test.salesforce.com). */
  environment?: 'production' | 'sandbox';
  /** A My Domain login URL, e.g. `https://acme.my.salesforce.com`; wins over `environment`. */
  loginURL?: string;
}

/**
 * Salesforce (OpenID Connect).
 *
 * @example
 * salesforce({ clientId, clientSecret, environment: 'sandbox' });
 */
export function salesforce(options: SalesforceOptions): OAuthProvider<SalesforceProfile> {
  const host = options.environment === 'sandbox' ? 'https://test.salesforce.com' : 'https://login.salesforce.com';
  const base = (options.loginURL ?? host).replace(/\/+$/, '');
  return createOAuthProvider<SalesforceProfile>(
    {
      id: 'salesforce',
      name: 'Salesforce',
      endpoints: {
        authorization: `${base}/services/oauth2/authorize`,
        token: `${base}/services/oauth2/token`,
        userInfo: `${base}/services/oauth2/userinfo`,
        jwks: `${base}/id/keys`,
      },
      issuer: base,
      scopes: ['openid', 'email', 'profile', 'refresh_token'],
      clientAuthentication: 'client_secret_post',
      mapProfile: (profile) => ({
        ...mapOpenIdClaims(profile),
        id: profile.user_id ?? profile.sub,
        image: profile.photos?.picture ?? profile.picture ?? null,
      }),
    },
    options,
  );
}
