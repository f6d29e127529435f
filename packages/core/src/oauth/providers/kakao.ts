import { createOAuthProvider } from '../create-oauth-provider.js';
import { fetchProfile } from '../fetch-profile.js';
import type { OAuthProvider, ProviderOptions } from '../types.js';

export interface KakaoProfile {
  id: number;
  kakao_account?: {
    email?: string;
    is_email_valid?: boolean;
    is_email_verified?: boolean;
    profile?: { nickname?: string; profile_image_url?: string; thumbnail_image_url?: string };
  };
}

export type KakaoOptions = ProviderOptions<KakaoProfile>;

/**
 * Kakao Login, with Kakao's OpenID Connect for ID tokens. The profile comes from
 * the user API, which carries the email verification flags.
 *
 * @example
 * kakao({ clientId: process.env.KAKAO_REST_API_KEY!, clientSecret: process.env.KAKAO_CLIENT_SECRET! });
 */
export function kakao(options: KakaoOptions): OAuthProvider<KakaoProfile> {
  return createOAuthProvider<KakaoProfile>(
    {
      id: 'kakao',
      name: 'Kakao',
      endpoints: {
        authorization: 'https://kauth.kakao.com/oauth/authorize',
        token: 'https://kauth.kakao.com/oauth/token',
        userInfo: 'https://kapi.kakao.com/v2/user/me',
        jwks: 'https://kauth.kakao.com/.well-known/jwks.json',
      },
      issuer: 'https://kauth.kakao.com',
      scopes: ['openid', 'account_email', 'profile_nickname', 'profile_image'],
      clientAuthentication: 'client_secret_post',
      pkce: false,
      async getProfile(context) {
        if (context.tokens.accessToken) return fetchProfile<KakaoProfile>(context);
        // ID-token sign-in without an access token: the signed claims are all there is.
        const claims = context.idTokenClaims;
        if (!claims) return null;
        const profile: KakaoProfile['kakao_account'] = {
          ...(typeof claims.email === 'string' ? { email: claims.email } : {}),
          profile: {
            ...(typeof claims.nickname === 'string' ? { nickname: claims.nickname } : {}),
            ...(typeof claims.picture === 'string' ? { profile_image_url: claims.picture } : {}),
          },
        };
        return { id: Number(claims.sub), kakao_account: profile };
      },
      mapProfile: (profile) => {
        const account = profile.kakao_account;
        return {
          id: String(profile.id),
          email: account?.email ?? null,
          emailVerified: account?.is_email_valid === true && account.is_email_verified === true,
          name: account?.profile?.nickname ?? '',
          image: account?.profile?.profile_image_url ?? null,
        };
      },
    },
    options,
  );
}
