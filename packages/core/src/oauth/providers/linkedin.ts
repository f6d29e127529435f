import { createOAuthProvider } from '../create-oauth-provider.js';
import { mapOpenIdClaims, type OpenIdClaims } from '../openid-claims.js';
import type { OAuthProvider, ProviderOptions } from '../types.js';

export type LinkedInProfile = OpenIdClaims;

export type LinkedInOptions = ProviderOptions<LinkedInProfile>;

/**
 * Sign In with LinkedIn using OpenID Connect.
 *
 * @example
 * linkedin({ clientId, clientSecret });
 */
export function linkedin(options: LinkedInOptions): OAuthProvider<LinkedInProfile> {
  return createOAuthProvider<LinkedInProfile>(
    {
      id: 'linkedin',
      name: 'LinkedIn',
      endpoints: {
        authorization: 'https://www.linkedin.com/oauth/v2/authorization',
        token: 'https://www.linkedin.com/oauth/v2/accessToken',
        userInfo: 'https://api.linkedin.com/v2/userinfo',
        jwks: 'https://www.linkedin.com/oauth/openid/jwks',
      },
      issuer: 'https://www.linkedin.com/oauth',
      scopes: ['openid', 'profile', 'email'],
      clientAuthentication: 'client_secret_post',
      // LinkedIn accepts PKCE only for native clients.
      pkce: false,
      mapProfile: mapOpenIdClaims,
    },
    options,
  );
}
