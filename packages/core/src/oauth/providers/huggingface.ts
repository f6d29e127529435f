import { createOAuthProvider } from '../create-oauth-provider.js';
import { mapOpenIdClaims, type OpenIdClaims } from '../openid-claims.js';
import type { OAuthProvider, ProviderOptions } from '../types.js';

export type HuggingFaceProfile = OpenIdClaims & { isPro?: boolean };

export type HuggingFaceOptions = ProviderOptions<HuggingFaceProfile>;

/**
 * Hugging Face (OpenID Connect).
 *
 * @example
 * huggingface({ clientId, clientSecret });
 */
export function huggingface(options: HuggingFaceOptions): OAuthProvider<HuggingFaceProfile> {
  return createOAuthProvider<HuggingFaceProfile>(
    {
      id: 'huggingface',
      name: 'Hugging Face',
      endpoints: {
        authorization: 'https://huggingface.co/oauth/authorize',
        token: 'https://huggingface.co/oauth/token',
        userInfo: 'https://huggingface.co/oauth/userinfo',
        jwks: 'https://huggingface.co/oauth/jwks',
      },
      issuer: 'https://huggingface.co',
      scopes: ['openid', 'profile', 'email'],
      clientAuthentication: 'client_secret_basic',
      mapProfile: mapOpenIdClaims,
    },
    options,
  );
}
