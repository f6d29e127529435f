import { createOAuthProvider } from '../create-oauth-provider.js';
import { fetchProfile } from '../fetch-profile.js';
import { assertSameSubject } from '../fetch-user-info.js';
import { displayName, type OpenIdClaims } from '../openid-claims.js';
import type { OAuthProvider, ProviderOptions } from '../types.js';

export type LineProfile = OpenIdClaims;

export interface LineOptions extends ProviderOptions<LineProfile> {
  /** LINE does not say whether an email is verified; set this to trust it. */
  trustEmail?: boolean;
}

/**
 * LINE Login v2.1 (OpenID Connect). The email is only in the ID token, so the
 * UserInfo answer (name, picture) is merged under the token's claims.
 *
 * @example
 * line({ clientId: process.env.LINE_CHANNEL_ID!, clientSecret: process.env.LINE_CHANNEL_SECRET! });
 */
export function line(options: LineOptions): OAuthProvider<LineProfile> {
  return createOAuthProvider<LineProfile>(
    {
      id: 'line',
      name: 'LINE',
      endpoints: {
        authorization: 'https://access.line.me/oauth2/v2.1/authorize',
        token: 'https://api.line.me/oauth2/v2.1/token',
        userInfo: 'https://api.line.me/oauth2/v2.1/userinfo',
        jwks: 'https://api.line.me/oauth2/v2.1/certs',
      },
      issuer: 'https://access.line.me',
      scopes: ['openid', 'profile', 'email'],
      clientAuthentication: 'client_secret_post',
      async getProfile(context) {
        const claims = context.idTokenClaims;
        if (!context.tokens.accessToken) return claims ?? null;
        const info = await fetchProfile<LineProfile>(context);
        if (claims) assertSameSubject(info, claims);
        return { ...info, ...claims } as LineProfile;
      },
      mapProfile: (profile) => ({
        id: profile.sub,
        email: profile.email ?? null,
        emailVerified: profile.email !== undefined && options.trustEmail === true,
        name: displayName(profile),
        image: profile.picture ?? null,
      }),
    },
    options,
  );
}
