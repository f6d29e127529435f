import { createOAuthProvider } from '../create-oauth-provider.js';
import { mapOpenIdClaims, type OpenIdClaims } from '../openid-claims.js';
import type { OAuthProvider, ProviderOptions } from '../types.js';

export interface GoogleProfile extends OpenIdClaims {
  /** The Workspace domain, absent for consumer accounts. */
  hd?: string;
}

export interface GoogleOptions extends ProviderOptions<GoogleProfile> {
  /** Restricts the account chooser to a Workspace domain (a hint: check `profile.hd` too). */
  hostedDomain?: string;
}

/**
 * Google (OpenID Connect). `accessType: 'offline'` with `prompt: 'consent'` is
 * what makes Google return a refresh token.
 *
 * @example
 * google({ clientId: process.env.GOOGLE_CLIENT_ID!, clientSecret: process.env.GOOGLE_CLIENT_SECRET!, accessType: 'offline' });
 */
export function google(options: GoogleOptions): OAuthProvider<GoogleProfile> {
  return createOAuthProvider<GoogleProfile>(
    {
      id: 'google',
      name: 'Google',
      endpoints: {
        authorization: 'https://accounts.google.com/o/oauth2/v2/auth',
        token: 'https://oauth2.googleapis.com/token',
        userInfo: 'https://openidconnect.googleapis.com/v1/userinfo',
        jwks: 'https://www.googleapis.com/oauth2/v3/certs',
      },
      // Google signs with both spellings of its issuer.
      issuer: ['https://accounts.google.com', 'accounts.google.com'],
      scopes: ['openid', 'email', 'profile'],
      clientAuthentication: 'client_secret_post',
      authorizationParams: options.hostedDomain ? { hd: options.hostedDomain } : {},
      mapProfile: mapOpenIdClaims,
    },
    options,
  );
}
