import { createOAuthProvider } from '../create-oauth-provider.js';
import { mapOpenIdClaims, type OpenIdClaims } from '../openid-claims.js';
import type { OAuthProvider, ProviderOptions } from '../types.js';

export type TwitchProfile = OpenIdClaims;

export type TwitchOptions = ProviderOptions<TwitchProfile>;

/** Twitch only puts these claims in the ID token and UserInfo when asked by name. */
const CLAIMS = JSON.stringify({
  id_token: { email: null, email_verified: null, picture: null, preferred_username: null },
  userinfo: { email: null, email_verified: null, picture: null, preferred_username: null },
});

/**
 * Twitch (OpenID Connect).
 *
 * @example
 * twitch({ clientId, clientSecret });
 */
export function twitch(options: TwitchOptions): OAuthProvider<TwitchProfile> {
  return createOAuthProvider<TwitchProfile>(
    {
      id: 'twitch',
      name: 'Twitch',
      endpoints: {
        authorization: 'https://id.twitch.tv/oauth2/authorize',
        token: 'https://id.twitch.tv/oauth2/token',
        userInfo: 'https://id.twitch.tv/oauth2/userinfo',
        jwks: 'https://id.twitch.tv/oauth2/keys',
      },
      issuer: 'https://id.twitch.tv/oauth2',
      scopes: ['openid', 'user:read:email'],
      clientAuthentication: 'client_secret_post',
      pkce: false,
      authorizationParams: { claims: CLAIMS },
      mapProfile: mapOpenIdClaims,
    },
    options,
  );
}
