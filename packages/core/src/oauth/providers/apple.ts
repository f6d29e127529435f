import { createOAuthProvider } from '../create-oauth-provider.js';
import { isTrue, type OpenIdClaims } from '../openid-claims.js';
import type { OAuthProvider, ProfileContext, ProviderOptions } from '../types.js';

export interface AppleProfile extends OpenIdClaims {
  is_private_email?: boolean | string;
  /** From the callback's `user` field, sent only on the first authorization. */
  user?: { name?: { firstName?: string; lastName?: string } };
}

/**
 * `clientSecret` is the ES256 JWT you sign with your Apple key (it expires after
 * at most six months); `clientId` is the Services ID, plus app bundle ids for
 * native ID-token sign-in.
 */
export type AppleOptions = ProviderOptions<AppleProfile>;

function parseCallbackUser(raw: string | undefined): AppleProfile['user'] {
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' ? (value as AppleProfile['user']) : undefined;
  } catch {
    return undefined;
  }
}

/** Apple has no UserInfo endpoint: the ID token is the profile, the name arrives once in the callback. */
async function getProfile(context: ProfileContext): Promise<AppleProfile | null> {
  if (!context.idTokenClaims) return null;
  const user = parseCallbackUser(context.callbackUser);
  // Only the name is taken from the unsigned `user` field; the email comes from the signed token.
  return user ? { ...context.idTokenClaims, user: { ...(user.name ? { name: user.name } : {}) } } : { ...context.idTokenClaims };
}

/**
 * Sign in with Apple. The callback arrives as a cross-site POST (`form_post`).
 *
 * @example
 * apple({ clientId: 'com.example.web', clientSecret: process.env.APPLE_CLIENT_SECRET_JWT! });
 */
export function apple(options: AppleOptions): OAuthProvider<AppleProfile> {
  return createOAuthProvider<AppleProfile>(
    {
      id: 'apple',
      name: 'Apple',
      endpoints: {
        authorization: 'https://appleid.apple.com/auth/authorize',
        token: 'https://appleid.apple.com/auth/token',
        jwks: 'https://appleid.apple.com/auth/keys',
      },
      issuer: 'https://appleid.apple.com',
      scopes: ['name', 'email'],
      clientAuthentication: 'client_secret_post',
      // Apple requires form_post whenever name or email is requested.
      responseMode: 'form_post',
      pkce: false,
      getProfile,
      mapProfile: (profile) => {
        const name = [profile.user?.name?.firstName, profile.user?.name?.lastName].filter(Boolean).join(' ');
        return {
          id: profile.sub,
          email: profile.email ?? null,
          emailVerified: isTrue(profile.email_verified),
          name: name || profile.name || '',
          image: null,
        };
      },
    },
    options,
  );
}
