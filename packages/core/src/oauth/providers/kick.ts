import { createOAuthProvider } from '../create-oauth-provider.js';
import { fetchProfile } from '../fetch-profile.js';
import type { OAuthProvider, ProviderOptions } from '../types.js';

export interface KickProfile {
  user_id: number;
  name: string;
  email?: string;
  profile_picture?: string;
}

export type KickOptions = ProviderOptions<KickProfile>;

/**
 * Kick (PKCE required). The users API answers a list; the first entry is the token's owner.
 *
 * @example
 * kick({ clientId, clientSecret });
 */
export function kick(options: KickOptions): OAuthProvider<KickProfile> {
  return createOAuthProvider<KickProfile>(
    {
      id: 'kick',
      name: 'Kick',
      endpoints: {
        authorization: 'https://id.kick.com/oauth/authorize',
        token: 'https://id.kick.com/oauth/token',
        userInfo: 'https://api.kick.com/public/v1/users',
      },
      scopes: ['user:read'],
      clientAuthentication: 'client_secret_post',
      async getProfile(context) {
        const { data } = await fetchProfile<{ data?: KickProfile[] }>(context);
        return data?.[0] ?? null;
      },
      mapProfile: (profile) => ({
        id: String(profile.user_id),
        email: profile.email ?? null,
        emailVerified: false,
        name: profile.name,
        image: profile.profile_picture ?? null,
      }),
    },
    options,
  );
}
