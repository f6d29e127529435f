import { defineEndpoint, sessionMiddleware } from 'latchkey/plugins';
import { clientOf } from '../client-record.js';
import { parseScope } from '../scopes.js';
import { oidcProviderRoutes } from '../routes.js';

/** An app the user granted access to. */
export interface ConnectedApp {
  clientId: string;
  name: string;
  scopes: string[];
  grantedAt: Date;
}

/** `GET /oauth2/connected-apps`: the apps the signed-in user consented to, with the scopes granted. */
export const listConnectedApps = defineEndpoint({
  ...oidcProviderRoutes.listConnectedApps,
  use: [sessionMiddleware],
  meta: { noStore: true },
  handler: async (ctx): Promise<{ apps: ConnectedApp[] }> => {
    const consents = await ctx.auth.db.findMany<{ clientId: string; scope: string; createdAt: Date }>({
      model: 'oauthConsent',
      where: [{ field: 'userId', value: ctx.session.user.id }],
      sortBy: { field: 'createdAt', direction: 'desc' },
    });
    if (consents.length === 0) return { apps: [] };
    const rows = await ctx.auth.db.findMany<Record<string, unknown>>({
      model: 'oauthClient',
      where: [{ field: 'clientId', operator: 'in', value: consents.map((consent) => consent.clientId) }],
    });
    const names = new Map(rows.map((row) => clientOf(row)).map((client) => [client.clientId, client.name]));
    return {
      apps: consents.map((consent) => ({ clientId: consent.clientId, name: names.get(consent.clientId) ?? consent.clientId, scopes: parseScope(consent.scope), grantedAt: consent.createdAt })),
    };
  },
});
