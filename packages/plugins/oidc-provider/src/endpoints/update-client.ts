import { defineEndpoint, lazySchema } from 'latchkey/plugins';
import { requireClient } from '../admin-client.js';
import { clientFields } from '../client-input.js';
import { checkClientMetadata } from '../client-metadata.js';
import { clientOf, publicClient, type OAuthClient } from '../client-record.js';
import { requireClientAdmin } from '../require-client-admin.js';
import { oidcProviderRoutes } from '../routes.js';

/**
 * `POST /oauth2/update-client` `{ clientId, data }` (admins): changes a
 * client's name, redirect URIs, scopes, grant types or first-party mark.
 * A client stored without grant types keeps the default ones
 * (`authorization_code`, `refresh_token`) until an update names others. Its
 * authentication method stays as registered (a public client cannot become
 * confidential without a secret, nor the reverse).
 */
export const updateOAuthClient = defineEndpoint({
  ...oidcProviderRoutes.updateOAuthClient,
  body: lazySchema((z) => z.object({ clientId: z.string().min(1).max(64), data: clientFields(z).omit({ tokenEndpointAuthMethod: true }).partial() })),
  use: [requireClientAdmin],
  meta: { noStore: true },
  handler: async (ctx): Promise<{ client: OAuthClient }> => {
    const client = await requireClient(ctx.auth, ctx.body.clientId);
    const checked = checkClientMetadata(ctx.auth, { ...client, ...ctx.body.data });
    const update = {
      name: checked.name,
      redirectUris: checked.redirectUris,
      postLogoutRedirectUris: checked.postLogoutRedirectUris ?? [],
      scope: checked.scope,
      firstParty: checked.firstParty ?? false,
      jwks: checked.jwks ?? null,
      grantTypes: checked.grantTypes,
      updatedAt: new Date(),
    };
    const row = await ctx.auth.db.update<Record<string, unknown>>({ model: 'oauthClient', where: [{ field: 'id', value: client.id }], update });
    return { client: publicClient(clientOf(row ?? { ...client, ...update })) };
  },
});
