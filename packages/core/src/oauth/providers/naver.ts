import { createOAuthProvider } from '../create-oauth-provider.js';
import { fetchProfile } from '../fetch-profile.js';
import type { OAuthProvider, ProviderOptions } from '../types.js';

export interface NaverProfile {
  id: string;
  email?: string;
  name?: string;
  nickname?: string;
  profile_image?: string;
}

export type NaverOptions = ProviderOptions<NaverProfile>;

/**
 * Naver Login. The user API wraps the profile in `response` next to a result code.
 *
 * @example
 * naver({ clientId, clientSecret });
 */
export function naver(options: NaverOptions): OAuthProvider<NaverProfile> {
  return createOAuthProvider<NaverProfile>(
    {
      id: 'naver',
      name: 'Naver',
      endpoints: {
        authorization: 'https://nid.naver.com/oauth2.0/authorize',
        token: 'https://nid.naver.com/oauth2.0/token',
        userInfo: 'https://openapi.naver.com/v1/nid/me',
      },
      scopes: ['profile', 'email'],
      clientAuthentication: 'client_secret_post',
      pkce: false,
      async getProfile(context) {
        const answer = await fetchProfile<{ resultcode?: string; response?: NaverProfile }>(context);
        return answer.resultcode === '00' && answer.response ? answer.response : null;
      },
      mapProfile: (profile) => ({
        id: profile.id,
        email: profile.email ?? null,
        emailVerified: false,
        name: profile.name || profile.nickname || '',
        image: profile.profile_image ?? null,
      }),
    },
    options,
  );
}
