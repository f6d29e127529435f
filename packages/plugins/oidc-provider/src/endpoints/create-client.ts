import { defineEndpoint, lazySchema } from 'latchkey/plugins';
import { clientFields } from '../client-input.js';
import { createClient } from '../client-metadata.js';
import { publicClient, type OAuthClient } from '../client-record.js';
import { requireClientAdmin } from '../require-client-admin.js';
import { oidcProviderRoutes } from '../routes.js';

/**
 * `POST /oauth2/create-client` (admins): registers a client. Answers the
 * client and, unless it is public (`tokenEndpointAuthMethod: 'none'`), its
 * `clientSecret`: shown this once, only its hash is kept.
 */
export const createOAuthClient = defineEndpoint({
  ...oidcProviderRoutes.createOAuthClient,
  body: lazySchema((z) => clientFields(z)),
  use: [requireClientAdmin],
  meta: { noStore: true },
  handler: async (ctx): Promise<{ client: OAuthClient; clientSecret: string | null }> => {
    const { client, clientSecret } = await createClient(ctx.auth, { ...ctx.body, registration: 'admin' });
    return { client: publicClient(client), clientSecret: clientSecret ?? null };
  },
});
