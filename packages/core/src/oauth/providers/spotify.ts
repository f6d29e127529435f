import { createOAuthProvider } from '../create-oauth-provider.js';
import type { OAuthProvider, ProviderOptions } from '../types.js';

export interface SpotifyProfile {
  id: string;
  display_name: string | null;
  email?: string;
  images?: { url: string; height: number | null; width: number | null }[];
}

export type SpotifyOptions = ProviderOptions<SpotifyProfile>;

/**
 * Spotify. Spotify does not verify account emails, so they count as unverified.
 *
 * @example
 * spotify({ clientId, clientSecret });
 */
export function spotify(options: SpotifyOptions): OAuthProvider<SpotifyProfile> {
  return createOAuthProvider<SpotifyProfile>(
    {
      id: 'spotify',
      name: 'Spotify',
      endpoints: {
        authorization: 'https://accounts.spotify.com/authorize',
        token: 'https://accounts.spotify.com/api/token',
        userInfo: 'https://api.spotify.com/v1/me',
      },
      scopes: ['user-read-email'],
      clientAuthentication: 'client_secret_basic',
      mapProfile: (profile) => ({
        id: profile.id,
        email: profile.email ?? null,
        emailVerified: false,
        name: profile.display_name ?? '',
        image: profile.images?.[0]?.url ?? null,
      }),
    },
    options,
  );
}
