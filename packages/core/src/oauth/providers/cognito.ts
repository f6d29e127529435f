import { createOAuthProvider } from '../create-oauth-provider.js';
import { mapOpenIdClaims, type OpenIdClaims } from '../openid-claims.js';
import type { OAuthProvider, ProviderOptions } from '../types.js';

export type CognitoProfile = OpenIdClaims & { 'cognito:username'?: string };

export interface CognitoOptions extends ProviderOptions<CognitoProfile> {
  /** The hosted UI domain: `my-app.auth.eu-west-1.amazoncognito.com` or a custom domain. */
  domain: string;
  /** The user pool's region, e.g. `eu-west-1`. */
  region: string;
  /** The user pool id, e.g. `eu-west-1_AbCdEf123`. */
  userPoolId: string;
}

/**
 * Amazon Cognito user pools (OpenID Connect). Endpoints live on the hosted UI
 * domain; the issuer and keys on `cognito-idp`.
 *
 * @example
 * cognito({ clientId, clientSecret, domain: 'my-app.auth.eu-west-1.amazoncognito.com', region: 'eu-west-1', userPoolId: 'eu-west-1_AbCdEf123' });
 */
export function cognito(options: CognitoOptions): OAuthProvider<CognitoProfile> {
  const domain = /^https?:\/\//.test(options.domain) ? options.domain.replace(/\/+$/, '') : `https://${options.domain}`;
  const issuer = `https://cognito-idp.${options.region}.amazonaws.com/${options.userPoolId}`;
  return createOAuthProvider<CognitoProfile>(
    {
      id: 'cognito',
      name: 'Amazon Cognito',
      endpoints: {
        authorization: `${domain}/oauth2/authorize`,
        token: `${domain}/oauth2/token`,
        userInfo: `${domain}/oauth2/userInfo`,
        jwks: `${issuer}/.well-known/jwks.json`,
      },
      issuer,
      scopes: ['openid', 'profile', 'email'],
      clientAuthentication: 'client_secret_basic',
      mapProfile: (profile) => {
        const user = mapOpenIdClaims(profile);
        return { ...user, name: user.name || profile['cognito:username'] || '' };
      },
    },
    options,
  );
}
