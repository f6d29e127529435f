import type { PlaygroundAuth } from '../create-playground-auth.js';

/** The name the second app is registered under; the consent page and connected apps show it. */
export const SECOND_APP_NAME = 'Second App';

/** What the second app asks for: sign-in, name, email, and a refresh token to stay connected. */
export const SECOND_APP_SCOPE = 'openid profile email offline_access';

export interface SecondAppClient {
  clientId: string;
  clientSecret: string;
}

/**
 * Registers the second app as a client of the playground, through the
 * server API (the app's own code needs no admin session). Not first-party,
 * so people see the consent page. A restart keeps the same client (and so
 * the consents given to it): its redirect URIs follow the app's current
 * origin and its secret is rotated, since only the hash was kept.
 *
 * @example
 * const { clientId, clientSecret } = await registerSecondApp(auth, { origin: 'http://127.0.0.1:3001' });
 */
export async function registerSecondApp(auth: PlaygroundAuth, input: { origin: string }): Promise<SecondAppClient> {
  const fields = {
    name: SECOND_APP_NAME,
    redirectUris: [`${input.origin}/callback`],
    postLogoutRedirectUris: [`${input.origin}/`],
    scope: SECOND_APP_SCOPE,
    firstParty: false,
  };
  const { clients } = await auth.api.listOAuthClients({});
  const existing = clients.find((client) => client.name === SECOND_APP_NAME && client.registration === 'admin' && client.tokenEndpointAuthMethod === 'client_secret_basic');
  if (!existing) {
    const { client, clientSecret } = await auth.api.createOAuthClient({ body: { ...fields, tokenEndpointAuthMethod: 'client_secret_basic' } });
    if (!clientSecret) throw new Error('[playground] the second app was registered without a secret');
    return { clientId: client.clientId, clientSecret };
  }
  await auth.api.updateOAuthClient({ body: { clientId: existing.clientId, data: fields } });
  const { clientSecret } = await auth.api.rotateOAuthClientSecret({ body: { clientId: existing.clientId } });
  return { clientId: existing.clientId, clientSecret };
}
