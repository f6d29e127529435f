import { createOAuthProvider } from '../create-oauth-provider.js';
import { fetchProfile } from '../fetch-profile.js';
import type { OAuthProvider, ProviderOptions } from '../types.js';

export interface TikTokProfile {
  /** Unique per app: the account id. */
  open_id: string;
  union_id?: string;
  display_name: string;
  avatar_url?: string;
}

export type TikTokOptions = ProviderOptions<TikTokProfile>;

const FIELDS = 'open_id,union_id,display_name,avatar_url';

/**
 * TikTok Login Kit for web. TikTok calls the client id `client_key`, separates
 * scopes with commas and shares no email.
 *
 * @example
 * tiktok({ clientId: process.env.TIKTOK_CLIENT_KEY!, clientSecret: process.env.TIKTOK_CLIENT_SECRET! });
 */
export function tiktok(options: TikTokOptions): OAuthProvider<TikTokProfile> {
  return createOAuthProvider<TikTokProfile>(
    {
      id: 'tiktok',
      name: 'TikTok',
      endpoints: {
        authorization: 'https://www.tiktok.com/v2/auth/authorize/',
        token: 'https://open.tiktokapis.com/v2/oauth/token/',
        userInfo: 'https://open.tiktokapis.com/v2/user/info/',
      },
      scopes: ['user.info.basic'],
      scopeSeparator: ',',
      clientIdParameter: 'client_key',
      clientAuthentication: 'client_secret_post',
      pkce: false,
      async getProfile(context) {
        const url = new URL(context.endpoints.userInfo ?? '');
        url.searchParams.set('fields', FIELDS);
        const answer = await fetchProfile<{ data?: { user?: TikTokProfile } }>(context, url);
        return answer.data?.user ?? null;
      },
      mapProfile: (profile) => ({
        id: profile.open_id,
        email: null,
        emailVerified: false,
        name: profile.display_name,
        image: profile.avatar_url ?? null,
      }),
    },
    options,
  );
}
