import { defineClientPlugin } from '@latchkey/client';
// Types only: the browser bundle carries none of the server half.
import type { OidcProviderPlugin } from './oidc-provider.js';
import { oidcProviderRoutes } from './routes.js';

/**
 * The client half of the provider: the consent page
 * (`client.oauth2.consentDetails({ query: { consent_code } })` to show the request,
 * `client.oauth2.consent({ consentCode, accept })` to answer it), the
 * connected-apps list (`client.oauth2.connectedApps()`,
 * `client.oauth2.revokeConnectedApp({ clientId })`) and client
 * administration, typed from the server.
 *
 * @example
 * const client = createAuthClient<typeof auth>({ plugins: [oidcProviderClient()] });
 * const { data } = await client.oauth2.consent({ consentCode, accept: true });
 * if (data) location.href = data.redirectURI;
 */
export function oidcProviderClient() {
  return defineClientPlugin({
    id: 'oidc-provider',
    $InferServerPlugin: {} as OidcProviderPlugin,
    routes: oidcProviderRoutes,
  });
}
