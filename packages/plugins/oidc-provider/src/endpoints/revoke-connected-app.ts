import { defineEndpoint, lazySchema, sessionMiddleware } from 'latchkey/plugins';
import { oidcProviderRoutes } from '../routes.js';

/**
 * `POST /oauth2/revoke-connected-app` `{ clientId }`: withdraws the signed-in
 * user's consent for an app and revokes every token it holds for them
 * (refresh tokens included), in one transaction. The next authorization asks
 * for consent again. Answers success whether or not the app was connected.
 */
export const revokeConnectedApp = defineEndpoint({
  ...oidcProviderRoutes.revokeConnectedApp,
  body: lazySchema((z) => z.object({ clientId: z.string().min(1).max(64) })),
  use: [sessionMiddleware],
  handler: async (ctx): Promise<{ success: true }> => {
    const where = [
      { field: 'userId', value: ctx.session.user.id },
      { field: 'clientId', value: ctx.body.clientId },
    ];
    await ctx.auth.db.transaction(async (db) => {
      await db.deleteMany({ model: 'oauthConsent', where });
      await db.updateMany({ model: 'oauthToken', where: [...where, { field: 'revokedAt', value: null }], update: { revokedAt: new Date() } });
    });
    return { success: true };
  },
});
