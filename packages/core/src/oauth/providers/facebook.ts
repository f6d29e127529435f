import { createOAuthProvider } from '../create-oauth-provider.js';
import { fetchProfile } from '../fetch-profile.js';
import type { OAuthProvider, ProfileContext, ProviderOptions } from '../types.js';

export interface FacebookProfile {
  id: string;
  name?: string;
  email?: string;
  picture?: { data?: { url?: string; is_silhouette?: boolean } };
  /** Present when the profile comes from a Limited Login ID token. */
  sub?: string;
}

export interface FacebookOptions extends ProviderOptions<FacebookProfile> {
  /** Graph API fields to read. Defaults to id, name, email, picture. */
  fields?: readonly string[];
}

const VERSION = 'v23.0';

/**
 * Facebook Login. The Graph API returns an email only when one is confirmed,
 * but says nothing about it, so emails count as unverified. ID-token sign-in
 * accepts Limited Login tokens.
 *
 * @example
 * facebook({ clientId: process.env.FACEBOOK_APP_ID!, clientSecret: process.env.FACEBOOK_APP_SECRET! });
 */
export function facebook(options: FacebookOptions): OAuthProvider<FacebookProfile> {
  const fields = (options.fields ?? ['id', 'name', 'email', 'picture']).join(',');
  return createOAuthProvider<FacebookProfile>(
    {
      id: 'facebook',
      name: 'Facebook',
      endpoints: {
        authorization: `https://www.facebook.com/${VERSION}/dialog/oauth`,
        token: `https://graph.facebook.com/${VERSION}/oauth/access_token`,
        userInfo: `https://graph.facebook.com/${VERSION}/me`,
        jwks: 'https://limited.facebook.com/.well-known/oauth/openid/jwks/',
      },
      issuer: ['https://www.facebook.com', 'https://limited.facebook.com'],
      // An ID token only comes from Limited Login; the web flow is plain OAuth.
      openid: false,
      scopes: ['email', 'public_profile'],
      scopeSeparator: ',',
      clientAuthentication: 'client_secret_post',
      pkce: false,
      supportsRefresh: false,
      async getProfile(context: ProfileContext) {
        if (!context.tokens.accessToken && context.idTokenClaims) {
          const claims = context.idTokenClaims;
          const picture = typeof claims.picture === 'string' ? { data: { url: claims.picture } } : undefined;
          return { ...claims, id: claims.sub, ...(picture ? { picture } : {}) } as FacebookProfile;
        }
        const url = new URL(context.endpoints.userInfo ?? '');
        url.searchParams.set('fields', fields);
        return fetchProfile<FacebookProfile>(context, url);
      },
      mapProfile: (profile) => ({
        id: profile.id,
        email: profile.email ?? null,
        emailVerified: false,
        name: profile.name ?? '',
        image: profile.picture?.data?.url ?? null,
      }),
    },
    options,
  );
}
