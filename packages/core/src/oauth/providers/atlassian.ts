import { createOAuthProvider } from '../create-oauth-provider.js';
import type { OAuthProvider, ProviderOptions } from '../types.js';

export interface AtlassianProfile {
  account_id: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  nickname?: string;
  picture?: string;
}

export type AtlassianOptions = ProviderOptions<AtlassianProfile>;

/**
 * Atlassian (OAuth 2.0 3LO). `offline_access` is what yields a refresh token.
 *
 * @example
 * atlassian({ clientId, clientSecret });
 */
export function atlassian(options: AtlassianOptions): OAuthProvider<AtlassianProfile> {
  return createOAuthProvider<AtlassianProfile>(
    {
      id: 'atlassian',
      name: 'Atlassian',
      endpoints: {
        authorization: 'https://auth.atlassian.com/authorize',
        token: 'https://auth.atlassian.com/oauth/token',
        userInfo: 'https://api.atlassian.com/me',
      },
      scopes: ['read:me', 'read:account', 'offline_access'],
      clientAuthentication: 'client_secret_post',
      // The audience is mandatory; consent makes Atlassian show the grant screen as it requires.
      authorizationParams: { audience: 'api.atlassian.com', prompt: 'consent' },
      mapProfile: (profile) => ({
        id: profile.account_id,
        email: profile.email ?? null,
        emailVerified: profile.email_verified === true,
        name: profile.name || profile.nickname || '',
        image: profile.picture ?? null,
      }),
    },
    options,
  );
}
