import { createOAuthProvider } from '../create-oauth-provider.js';
import { fetchJson } from '../fetch-json.js';
import { requireAccessToken } from '../require-access-token.js';
import type { OAuthProvider, ProfileContext, ProviderOptions } from '../types.js';

export interface VkProfile {
  user_id: string;
  first_name?: string;
  last_name?: string;
  avatar?: string;
  email?: string;
  verified?: boolean;
}

export type VkOptions = ProviderOptions<VkProfile>;

async function getProfile(context: ProfileContext): Promise<VkProfile | null> {
  const accessToken = requireAccessToken(context.tokens);
  // VK ID takes the token in a form body, not a header.
  const answer = await fetchJson<{ user?: VkProfile }>(context.endpoints.userInfo ?? '', {
    fetch: context.fetch,
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: context.clientId, access_token: accessToken }).toString(),
  });
  return answer.user ?? null;
}

/**
 * VK ID (PKCE required). The callback's `device_id` must reach `exchangeCode`
 * as `deviceId`. `verified` is VK's flag for a verified person, not the email,
 * so emails count as unverified.
 *
 * @example
 * vk({ clientId, clientSecret });
 */
export function vk(options: VkOptions): OAuthProvider<VkProfile> {
  return createOAuthProvider<VkProfile>(
    {
      id: 'vk',
      name: 'VK',
      endpoints: {
        authorization: 'https://id.vk.com/authorize',
        token: 'https://id.vk.com/oauth2/auth',
        userInfo: 'https://id.vk.com/oauth2/user_info',
      },
      scopes: ['email'],
      clientAuthentication: 'client_secret_post',
      getProfile,
      mapProfile: (profile) => ({
        id: String(profile.user_id),
        email: profile.email ?? null,
        emailVerified: false,
        name: [profile.first_name, profile.last_name].filter(Boolean).join(' '),
        image: profile.avatar ?? null,
      }),
    },
    options,
  );
}
