import { oidcProvider } from '@latchkey/oidc-provider';

/** Where the playground's consent page lives; the provider sends the browser there with `consent_code`. */
export const CONSENT_PAGE = '/oauth/consent';

/**
 * The playground as an OpenID provider for other apps (`@latchkey/oidc-provider`,
 * signing with the jwt plugin's keys): a signed-out visitor goes to `/sign-in`
 * and comes back, and a client that is not first-party asks on
 * `/oauth/consent`. Admins manage clients on `/admin/oauth-clients`.
 *
 * @example
 * createAuth({ plugins: [playgroundJwt(), playgroundOidcProvider()] });
 */
export function playgroundOidcProvider() {
  return oidcProvider({ loginPage: '/sign-in', consentPage: CONSENT_PAGE });
}
