import { createOAuthProvider } from '../create-oauth-provider.js';
import { displayName, type OpenIdClaims } from '../openid-claims.js';
import type { OAuthProvider, ProviderOptions } from '../types.js';

export type RobloxProfile = OpenIdClaims & { profile?: string };

export type RobloxOptions = ProviderOptions<RobloxProfile>;

/**
 * Roblox (OpenID Connect). Roblox shares no email address.
 *
 * @example
 * roblox({ clientId, clientSecret });
 */
export function roblox(options: RobloxOptions): OAuthProvider<RobloxProfile> {
  return createOAuthProvider<RobloxProfile>(
    {
      id: 'roblox',
      name: 'Roblox',
      endpoints: {
        authorization: 'https://apis.roblox.com/oauth/v1/authorize',
        token: 'https://apis.roblox.com/oauth/v1/token',
        userInfo: 'https://apis.roblox.com/oauth/v1/userinfo',
        jwks: 'https://apis.roblox.com/oauth/v1/certs',
      },
      issuer: 'https://apis.roblox.com/oauth/',
      scopes: ['openid', 'profile'],
      clientAuthentication: 'client_secret_basic',
      mapProfile: (profile) => ({
        id: profile.sub,
        email: null,
        emailVerified: false,
        name: displayName(profile),
        image: profile.picture ?? null,
      }),
    },
    options,
  );
}
