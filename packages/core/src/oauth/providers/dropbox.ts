import { createOAuthProvider } from '../create-oauth-provider.js';
import { fetchProfile } from '../fetch-profile.js';
import type { OAuthProvider, ProviderOptions } from '../types.js';

export interface DropboxProfile {
  account_id: string;
  name: { display_name: string; given_name?: string; surname?: string };
  email: string;
  email_verified: boolean;
  profile_photo_url?: string;
}

export type DropboxOptions = ProviderOptions<DropboxProfile>;

/**
 * Dropbox. `accessType: 'offline'` is sent as `token_access_type` to get a refresh token.
 *
 * @example
 * dropbox({ clientId, clientSecret, accessType: 'offline' });
 */
export function dropbox(options: DropboxOptions): OAuthProvider<DropboxProfile> {
  const { accessType, ...rest } = options;
  return createOAuthProvider<DropboxProfile>(
    {
      id: 'dropbox',
      name: 'Dropbox',
      endpoints: {
        authorization: 'https://www.dropbox.com/oauth2/authorize',
        token: 'https://api.dropboxapi.com/oauth2/token',
        userInfo: 'https://api.dropboxapi.com/2/users/get_current_account',
      },
      scopes: ['account_info.read'],
      clientAuthentication: 'client_secret_basic',
      authorizationParams: accessType ? { token_access_type: accessType } : {},
      // An RPC endpoint: POST with no arguments and no body.
      getProfile: (context) => fetchProfile<DropboxProfile>(context, undefined, { method: 'POST' }),
      mapProfile: (profile) => ({
        id: profile.account_id,
        email: profile.email,
        emailVerified: profile.email_verified === true,
        name: profile.name.display_name,
        image: profile.profile_photo_url ?? null,
      }),
    },
    rest,
  );
}
