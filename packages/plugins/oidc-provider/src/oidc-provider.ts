import { definePlugin, type AuthContext } from 'latchkey/plugins';
import { OIDC_PROVIDER_ERROR_CODES } from './error-codes.js';
import { oidcProviderEndpoints } from './oidc-provider-endpoints.js';
import { oidcProviderKey, resolveOidcProviderOptions, type OidcProviderOptions } from './oidc-provider-options.js';
import { oidcProviderSchema } from './schema.js';
import { keyGracePeriod } from './signing-keys.js';
import { wellKnownAddress } from './well-known-address.js';
import { cleanupProvider } from './cleanup-provider.js';
import { revokeOnEvent } from './revoke-on-event.js';

// The jwt plugin may keep signing with a key for a minute after rotation; a token must stay verifiable that long too.
const KEY_SLACK_SECONDS = 120;

/** Refuses at start a configuration whose tokens would outlive the keys that verify them. */
function checkKeyOverlap(auth: AuthContext): void {
  const options = oidcProviderKey.options(auth);
  const longest = Math.max(options.accessTokenExpiresIn, options.idTokenExpiresIn);
  const grace = keyGracePeriod(auth);
  if (longest + KEY_SLACK_SECONDS > grace) {
    throw new Error(`Latchkey oidc-provider: tokens live ${longest}s but replaced keys stay published ${grace}s; raise jwt({ gracePeriod }) to at least ${longest + KEY_SLACK_SECONDS}.`);
  }
}

/**
 * Makes Latchkey an OAuth 2.1 authorization server and OpenID Connect
 * provider for your other apps, CLIs and agents: the authorization code flow
 * with PKCE S256 only, exact redirect URIs, consent, ID tokens and JWT access
 * tokens signed with the jwt plugin's rotating keys, rotating refresh tokens,
 * userinfo, introspection, revocation, RP-initiated logout, and client
 * administration. Needs `jwt()` from `@latchkey/jwt` on the same instance.
 *
 * @example
 * import { jwt } from '@latchkey/jwt';
 * import { oidcProvider } from '@latchkey/oidc-provider';
 * const auth = createAuth({ plugins: [jwt(), oidcProvider({ loginPage: '/sign-in', consentPage: '/oauth/consent' })] });
 */
export function oidcProvider(options: OidcProviderOptions = {}) {
  return definePlugin({
    id: 'oidc-provider',
    key: oidcProviderKey,
    endpoints: oidcProviderEndpoints,
    schema: oidcProviderSchema,
    init: checkKeyOverlap,
    onRequest: wellKnownAddress,
    rateLimit: [
      // Relying parties and APIs call these from a few server addresses, for all their users.
      { path: '/oauth2/token', window: 60, max: 600 },
      { path: '/oauth2/introspect', window: 60, max: 600 },
      { path: '/oauth2/register', window: 60, max: 10 },
      { path: '/oauth2/device-authorization', window: 60, max: 60 },
      { path: '/oauth2/consent', window: 60, max: 30 },
    ],
    cleanup: cleanupProvider,
    // A password change or reset, a ban and a deletion end every grant the user's apps hold.
    recordEvent: revokeOnEvent,
    errorCodes: OIDC_PROVIDER_ERROR_CODES,
    options: resolveOidcProviderOptions(options),
  });
}

export type OidcProviderPlugin = ReturnType<typeof oidcProvider>;
