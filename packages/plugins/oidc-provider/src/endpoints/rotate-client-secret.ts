import { AuthError, defineEndpoint, lazySchema } from 'latchkey/plugins';
import { requireClient } from '../admin-client.js';
import { newClientSecret } from '../client-metadata.js';
import { OIDC_PROVIDER_ERROR_CODES } from '../error-codes.js';
import { requireClientAdmin } from '../require-client-admin.js';
import { oidcProviderRoutes } from '../routes.js';

/**
 * `POST /oauth2/rotate-client-secret` `{ clientId }` (admins): replaces a
 * client's secret (`client_secret_basic` or `client_secret_post`) at once and answers the new one, shown this
 * once. The old secret stops working immediately.
 */
export const rotateOAuthClientSecret = defineEndpoint({
  ...oidcProviderRoutes.rotateOAuthClientSecret,
  body: lazySchema((z) => z.object({ clientId: z.string().min(1).max(64) })),
  use: [requireClientAdmin],
  meta: { noStore: true },
  handler: async (ctx): Promise<{ clientId: string; clientSecret: string }> => {
    const client = await requireClient(ctx.auth, ctx.body.clientId);
    if (client.clientSecretHash === null) {
      throw AuthError.of(OIDC_PROVIDER_ERROR_CODES, 'INVALID_CLIENT_METADATA', { message: 'This client authenticates without a secret' });
    }
    const { secret, hash } = newClientSecret();
    await ctx.auth.db.update({ model: 'oauthClient', where: [{ field: 'id', value: client.id }], update: { clientSecretHash: hash, updatedAt: new Date() } });
    return { clientId: client.clientId, clientSecret: secret };
  },
});
