import { createOAuthProvider } from '../create-oauth-provider.js';
import type { OAuthProvider, ProviderOptions } from '../types.js';

export interface RedditProfile {
  id: string;
  name: string;
  icon_img?: string;
  has_verified_email?: boolean;
}

export interface RedditOptions extends ProviderOptions<RedditProfile> {
  /** `permanent` (default) yields a refresh token; `temporary` does not. */
  duration?: 'permanent' | 'temporary';
}

/**
 * Reddit. Reddit never shares the email address, so the user's email is null.
 *
 * @example
 * reddit({ clientId, clientSecret });
 */
export function reddit(options: RedditOptions): OAuthProvider<RedditProfile> {
  return createOAuthProvider<RedditProfile>(
    {
      id: 'reddit',
      name: 'Reddit',
      endpoints: {
        authorization: 'https://www.reddit.com/api/v1/authorize',
        token: 'https://www.reddit.com/api/v1/access_token',
        userInfo: 'https://oauth.reddit.com/api/v1/me',
      },
      scopes: ['identity'],
      clientAuthentication: 'client_secret_basic',
      pkce: false,
      authorizationParams: { duration: options.duration ?? 'permanent' },
      mapProfile: (profile) => ({
        id: profile.id,
        email: null,
        emailVerified: false,
        name: profile.name,
        // The API HTML-escapes the icon URL's query string.
        image: profile.icon_img ? profile.icon_img.replaceAll('&amp;', '&') : null,
      }),
    },
    options,
  );
}
