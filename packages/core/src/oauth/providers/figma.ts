import { createOAuthProvider } from '../create-oauth-provider.js';
import type { OAuthProvider, ProviderOptions } from '../types.js';

export interface FigmaProfile {
  id: string;
  email?: string;
  handle: string;
  img_url?: string;
}

export type FigmaOptions = ProviderOptions<FigmaProfile>;

/**
 * Figma. Refreshing uses its own endpoint rather than the token endpoint.
 *
 * @example
 * figma({ clientId, clientSecret });
 */
export function figma(options: FigmaOptions): OAuthProvider<FigmaProfile> {
  return createOAuthProvider<FigmaProfile>(
    {
      id: 'figma',
      name: 'Figma',
      endpoints: {
        authorization: 'https://www.figma.com/oauth',
        token: 'https://api.figma.com/v1/oauth/token',
        refresh: 'https://api.figma.com/v1/oauth/refresh',
        userInfo: 'https://api.figma.com/v1/me',
      },
      scopes: ['current_user:read'],
      clientAuthentication: 'client_secret_basic',
      mapProfile: (profile) => ({
        id: profile.id,
        email: profile.email ?? null,
        emailVerified: false,
        name: profile.handle,
        image: profile.img_url ?? null,
      }),
    },
    options,
  );
}
