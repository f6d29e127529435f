import { createOAuthProvider } from '../create-oauth-provider.js';
import type { OAuthProvider, ProfileContext, ProviderOptions } from '../types.js';

export interface NotionProfile {
  id: string;
  name?: string | null;
  avatar_url?: string | null;
  person?: { email?: string };
}

export type NotionOptions = ProviderOptions<NotionProfile>;

/** Notion names the authorising user in the token answer itself (`owner.user`). */
async function getProfile(context: ProfileContext): Promise<NotionProfile | null> {
  const owner = context.tokens.raw?.owner as { type?: string; user?: NotionProfile } | undefined;
  return owner?.type === 'user' && owner.user ? owner.user : null;
}

/**
 * Notion public integrations. Notion takes JSON at its token endpoint.
 *
 * @example
 * notion({ clientId, clientSecret });
 */
export function notion(options: NotionOptions): OAuthProvider<NotionProfile> {
  return createOAuthProvider<NotionProfile>(
    {
      id: 'notion',
      name: 'Notion',
      endpoints: {
        authorization: 'https://api.notion.com/v1/oauth/authorize',
        token: 'https://api.notion.com/v1/oauth/token',
      },
      scopes: [],
      clientAuthentication: 'client_secret_basic',
      tokenRequestFormat: 'json',
      pkce: false,
      authorizationParams: { owner: 'user' },
      getProfile,
      mapProfile: (profile) => ({
        id: profile.id,
        email: profile.person?.email ?? null,
        emailVerified: false,
        name: profile.name ?? '',
        image: profile.avatar_url ?? null,
      }),
    },
    options,
  );
}
