import { createOAuthProvider } from '../create-oauth-provider.js';
import { fetchProfile } from '../fetch-profile.js';
import { isTrue, type OpenIdClaims } from '../openid-claims.js';
import type { OAuthProvider, ProviderOptions } from '../types.js';

export interface PayPalProfile extends OpenIdClaims {
  /** A stable URL naming the PayPal account. */
  user_id?: string;
  payer_id?: string;
  emails?: { value: string; primary?: boolean; confirmed?: boolean }[];
}

export interface PayPalOptions extends ProviderOptions<PayPalProfile> {
  /** Defaults to `live`. */
  environment?: 'live' | 'sandbox';
}

/**
 * Log in with PayPal. The UserInfo endpoint needs `schema=paypalv1.1` for the
 * email list with its `confirmed` flags. No ID-token sign-in (see below).
 *
 * @example
 * paypal({ clientId, clientSecret, environment: 'sandbox' });
 */
export function paypal(options: PayPalOptions): OAuthProvider<PayPalProfile> {
  const sandbox = options.environment === 'sandbox' ? 'sandbox.' : '';
  return createOAuthProvider<PayPalProfile>(
    {
      id: 'paypal',
      name: 'PayPal',
      endpoints: {
        authorization: `https://www.${sandbox}paypal.com/signin/authorize`,
        token: `https://api-m.${sandbox}paypal.com/v1/oauth2/token`,
        userInfo: `https://api-m.${sandbox}paypal.com/v1/identity/openidconnect/userinfo`,
      },
      // No issuer or JWKS on purpose: PayPal signs ID tokens with HS256 keyed by the
      // client secret, outside the asymmetric allow-list, so the profile comes from UserInfo.
      scopes: ['openid', 'email', 'profile'],
      clientAuthentication: 'client_secret_basic',
      pkce: false,
      async getProfile(context) {
        const url = new URL(context.endpoints.userInfo ?? '');
        url.searchParams.set('schema', 'paypalv1.1');
        return fetchProfile<PayPalProfile>(context, url);
      },
      mapProfile: (profile) => {
        const primary = profile.emails?.find((e) => e.primary) ?? profile.emails?.[0];
        return {
          id: profile.user_id ?? profile.payer_id ?? profile.sub,
          email: primary?.value ?? profile.email ?? null,
          emailVerified: primary ? primary.confirmed === true : isTrue(profile.email_verified),
          name: profile.name ?? '',
          image: profile.picture ?? null,
        };
      },
    },
    options,
  );
}
