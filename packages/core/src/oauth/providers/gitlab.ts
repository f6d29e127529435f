import { createOAuthProvider } from '../create-oauth-provider.js';
import { mapOpenIdClaims, type OpenIdClaims } from '../openid-claims.js';
import type { OAuthProvider, ProviderOptions } from '../types.js';

export type GitLabProfile = OpenIdClaims & { groups?: string[] };

export interface GitLabOptions extends ProviderOptions<GitLabProfile> {
  /** A self-managed instance, e.g. `https://gitlab.example.com`. Defaults to gitlab.com. */
  baseURL?: string;
}

/**
 * GitLab (OpenID Connect), gitlab.com or self-managed.
 *
 * @example
 * gitlab({ clientId, clientSecret, baseURL: 'https://gitlab.example.com' });
 */
export function gitlab(options: GitLabOptions): OAuthProvider<GitLabProfile> {
  const base = (options.baseURL ?? 'https://gitlab.com').replace(/\/+$/, '');
  return createOAuthProvider<GitLabProfile>(
    {
      id: 'gitlab',
      name: 'GitLab',
      endpoints: {
        authorization: `${base}/oauth/authorize`,
        token: `${base}/oauth/token`,
        userInfo: `${base}/oauth/userinfo`,
        jwks: `${base}/oauth/discovery/keys`,
      },
      issuer: base,
      scopes: ['openid', 'profile', 'email', 'read_user'],
      clientAuthentication: 'client_secret_post',
      mapProfile: mapOpenIdClaims,
    },
    options,
  );
}
