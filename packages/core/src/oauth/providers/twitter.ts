import { createOAuthProvider } from '../create-oauth-provider.js';
import { fetchProfile } from '../fetch-profile.js';
import type { OAuthProvider, ProfileContext, ProviderOptions } from '../types.js';

export interface TwitterProfile {
  id: string;
  name: string;
  username: string;
  profile_image_url?: string;
  /** Present only for apps granted email access and the `users.email` scope. */
  confirmed_email?: string | null;
}

export type TwitterOptions = ProviderOptions<TwitterProfile>;

async function getProfile(context: ProfileContext): Promise<TwitterProfile> {
  const profileURL = new URL(context.endpoints.userInfo ?? '');
  profileURL.searchParams.set('user.fields', 'profile_image_url');
  const { data } = await fetchProfile<{ data: TwitterProfile }>(context, profileURL);
  // A separate call so an app without email access still gets the profile.
  const emailURL = new URL(context.endpoints.email ?? context.endpoints.userInfo ?? '');
  emailURL.searchParams.set('user.fields', 'confirmed_email');
  const email = await fetchProfile<{ data?: { confirmed_email?: string } }>(context, emailURL).catch(() => null);
  return { ...data, confirmed_email: email?.data?.confirmed_email ?? null };
}

/**
 * X (Twitter), OAuth 2.0 with PKCE (required by X). `confirmed_email` is an
 * address X has confirmed, so it counts as verified.
 *
 * @example
 * twitter({ clientId, clientSecret });
 */
export function twitter(options: TwitterOptions): OAuthProvider<TwitterProfile> {
  return createOAuthProvider<TwitterProfile>(
    {
      id: 'twitter',
      name: 'X',
      endpoints: {
        authorization: 'https://x.com/i/oauth2/authorize',
        token: 'https://api.x.com/2/oauth2/token',
        userInfo: 'https://api.x.com/2/users/me',
        email: 'https://api.x.com/2/users/me',
      },
      scopes: ['users.read', 'tweet.read', 'offline.access', 'users.email'],
      clientAuthentication: 'client_secret_basic',
      pkce: true,
      getProfile,
      mapProfile: (profile) => ({
        id: profile.id,
        email: profile.confirmed_email ?? null,
        emailVerified: Boolean(profile.confirmed_email),
        name: profile.name || profile.username,
        image: profile.profile_image_url ?? null,
      }),
    },
    options,
  );
}
