import { createOAuthProvider } from '../create-oauth-provider.js';
import { mapOpenIdClaims, type OpenIdClaims } from '../openid-claims.js';
import type { OAuthProvider, ProviderOptions } from '../types.js';

export interface SlackProfile extends OpenIdClaims {
  'https://slack.com/user_id'?: string;
  'https://slack.com/team_id'?: string;
  'https://slack.com/user_image_512'?: string;
}

export type SlackOptions = ProviderOptions<SlackProfile>;

/**
 * Sign in with Slack (OpenID Connect). Slack reports errors as `ok: false` with
 * status 200, which the token request treats as a refusal.
 *
 * @example
 * slack({ clientId, clientSecret });
 */
export function slack(options: SlackOptions): OAuthProvider<SlackProfile> {
  return createOAuthProvider<SlackProfile>(
    {
      id: 'slack',
      name: 'Slack',
      endpoints: {
        authorization: 'https://slack.com/openid/connect/authorize',
        token: 'https://slack.com/api/openid.connect.token',
        userInfo: 'https://slack.com/api/openid.connect.userInfo',
        jwks: 'https://slack.com/openid/connect/keys',
      },
      issuer: 'https://slack.com',
      scopes: ['openid', 'profile', 'email'],
      clientAuthentication: 'client_secret_post',
      pkce: false,
      mapProfile: (profile) => ({
        ...mapOpenIdClaims(profile),
        image: profile['https://slack.com/user_image_512'] ?? profile.picture ?? null,
      }),
    },
    options,
  );
}
