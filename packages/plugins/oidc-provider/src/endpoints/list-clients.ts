import { defineEndpoint } from 'latchkey/plugins';
import { clientOf, publicClient, type OAuthClient } from '../client-record.js';
import { requireClientAdmin } from '../require-client-admin.js';
import { oidcProviderRoutes } from '../routes.js';

/** `GET /oauth2/list-clients` (admins): every registered client, newest first, without secrets. */
export const listOAuthClients = defineEndpoint({
  ...oidcProviderRoutes.listOAuthClients,
  use: [requireClientAdmin],
  meta: { noStore: true },
  handler: async (ctx): Promise<{ clients: OAuthClient[] }> => {
    const rows = await ctx.auth.db.findMany<Record<string, unknown>>({ model: 'oauthClient', sortBy: { field: 'createdAt', direction: 'desc' } });
    return { clients: rows.map((row) => publicClient(clientOf(row))) };
  },
});
