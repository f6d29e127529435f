import { defineEndpoint, lazySchema } from 'latchkey/plugins';
import { requireClient } from '../admin-client.js';
import { requireClientAdmin } from '../require-client-admin.js';
import { oidcProviderRoutes } from '../routes.js';

/**
 * `POST /oauth2/delete-client` `{ clientId }` (admins): removes a client with
 * its codes, tokens and consents, in one transaction. Its access tokens stop
 * passing introspection and userinfo at once.
 */
export const deleteOAuthClient = defineEndpoint({
  ...oidcProviderRoutes.deleteOAuthClient,
  body: lazySchema((z) => z.object({ clientId: z.string().min(1).max(64) })),
  use: [requireClientAdmin],
  handler: async (ctx): Promise<{ success: true }> => {
    const client = await requireClient(ctx.auth, ctx.body.clientId);
    const byClient = [{ field: 'clientId', value: client.clientId }];
    await ctx.auth.db.transaction(async (db) => {
      for (const model of ['oauthCode', 'oauthToken', 'oauthConsent']) await db.deleteMany({ model, where: byClient });
      await db.delete({ model: 'oauthClient', where: [{ field: 'id', value: client.id }] });
    });
    return { success: true };
  },
});
