import { defineEndpoint, lazySchema } from 'latchkey/plugins';
import { requireClientAdmin } from '../require-client-admin.js';
import { oidcProviderRoutes } from '../routes.js';

/**
 * `POST /oauth2/revoke-user-tokens` `{ userId }` (admins, or the app's own
 * server code): revokes every access and refresh token any app holds for a
 * user, keeping their consents. For security events the provider cannot see
 * by itself: a ban, a password reset after a compromise.
 */
export const revokeUserTokens = defineEndpoint({
  ...oidcProviderRoutes.revokeUserTokens,
  body: lazySchema((z) => z.object({ userId: z.string().min(1).max(255) })),
  use: [requireClientAdmin],
  handler: async (ctx): Promise<{ revoked: number }> => {
    const revoked = await ctx.auth.db.updateMany({
      model: 'oauthToken',
      where: [
        { field: 'userId', value: ctx.body.userId },
        { field: 'revokedAt', value: null },
      ],
      update: { revokedAt: new Date() },
    });
    return { revoked };
  },
});
