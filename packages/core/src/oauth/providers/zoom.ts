import { createOAuthProvider } from '../create-oauth-provider.js';
import type { OAuthProvider, ProviderOptions } from '../types.js';

export interface ZoomProfile {
  id: string;
  first_name?: string;
  last_name?: string;
  display_name?: string;
  email: string;
  /** 1 when the email is verified. */
  verified?: number;
  pic_url?: string;
}

export type ZoomOptions = ProviderOptions<ZoomProfile>;

/**
 * Zoom.
 *
 * @example
 * zoom({ clientId, clientSecret });
 */
export function zoom(options: ZoomOptions): OAuthProvider<ZoomProfile> {
  return createOAuthProvider<ZoomProfile>(
    {
      id: 'zoom',
      name: 'Zoom',
      endpoints: {
        authorization: 'https://zoom.us/oauth/authorize',
        token: 'https://zoom.us/oauth/token',
        userInfo: 'https://api.zoom.us/v2/users/me',
      },
      scopes: ['user:read:user'],
      clientAuthentication: 'client_secret_basic',
      mapProfile: (profile) => ({
        id: profile.id,
        email: profile.email,
        emailVerified: profile.verified === 1,
        name: profile.display_name || [profile.first_name, profile.last_name].filter(Boolean).join(' '),
        image: profile.pic_url ?? null,
      }),
    },
    options,
  );
}
