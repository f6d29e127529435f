import { defineEndpoint } from 'latchkey/plugins';
import { requireWebhooksAdmin } from '../require-webhooks-admin.js';
import { webhooksRoutes } from '../routes.js';
import { toWebhookEndpoint, type WebhookEndpoint, type WebhookEndpointRow } from '../webhook-endpoint-record.js';
import { webhooksKey } from '../webhooks-options.js';

/**
 * `GET /webhooks/list-endpoints` (admins): the endpoints declared in code
 * (`source: 'options'`), then the stored ones, oldest first. Never a secret.
 */
export const listWebhookEndpoints = defineEndpoint({
  ...webhooksRoutes.listWebhookEndpoints,
  use: [requireWebhooksAdmin],
  meta: { noStore: true },
  handler: async (ctx): Promise<{ endpoints: WebhookEndpoint[] }> => {
    const declared = webhooksKey.options(ctx.auth).endpoints.map((endpoint): WebhookEndpoint => ({
      id: endpoint.id,
      url: endpoint.url,
      eventTypes: endpoint.eventTypes && endpoint.eventTypes.length > 0 ? [...endpoint.eventTypes] : null,
      description: null,
      enabled: true,
      source: 'options',
      previousSecretExpiresAt: null,
      createdAt: null,
      updatedAt: null,
    }));
    const rows = await ctx.auth.db.findMany<WebhookEndpointRow>({ model: 'webhookEndpoint', sortBy: { field: 'createdAt', direction: 'asc' }, limit: 1000 });
    return { endpoints: [...declared, ...rows.map((row) => toWebhookEndpoint(row))] };
  },
});
