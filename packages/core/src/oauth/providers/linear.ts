import { createOAuthProvider } from '../create-oauth-provider.js';
import { fetchProfile } from '../fetch-profile.js';
import type { OAuthProvider, ProviderOptions } from '../types.js';

export interface LinearProfile {
  id: string;
  name: string;
  displayName?: string;
  email: string;
  avatarUrl?: string | null;
}

export type LinearOptions = ProviderOptions<LinearProfile>;

const VIEWER_QUERY = JSON.stringify({ query: '{ viewer { id name displayName email avatarUrl } }' });

/**
 * Linear. The profile comes from its GraphQL API.
 *
 * @example
 * linear({ clientId, clientSecret });
 */
export function linear(options: LinearOptions): OAuthProvider<LinearProfile> {
  return createOAuthProvider<LinearProfile>(
    {
      id: 'linear',
      name: 'Linear',
      endpoints: {
        authorization: 'https://linear.app/oauth/authorize',
        token: 'https://api.linear.app/oauth/token',
        userInfo: 'https://api.linear.app/graphql',
      },
      scopes: ['read'],
      scopeSeparator: ',',
      clientAuthentication: 'client_secret_post',
      async getProfile(context) {
        const answer = await fetchProfile<{ data?: { viewer?: LinearProfile } }>(context, undefined, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: VIEWER_QUERY,
        });
        return answer.data?.viewer ?? null;
      },
      mapProfile: (profile) => ({
        id: profile.id,
        email: profile.email,
        emailVerified: false,
        name: profile.name || profile.displayName || '',
        image: profile.avatarUrl ?? null,
      }),
    },
    options,
  );
}
