import { defineEndpoint, lazySchema } from 'latchkey/plugins';
import { checkWebhookURL } from '../check-webhook-url.js';
import { endpointFields, idInput } from '../endpoint-input.js';
import { forgetStoredEndpoints } from '../find-endpoints.js';
import { findStoredEndpoint } from '../find-stored-endpoint.js';
import { requireWebhooksAdmin } from '../require-webhooks-admin.js';
import { webhooksRoutes } from '../routes.js';
import { toWebhookEndpoint, type WebhookEndpoint, type WebhookEndpointRow } from '../webhook-endpoint-record.js';
import { webhooksKey } from '../webhooks-options.js';

/**
 * `POST /webhooks/update-endpoint` (admins): changes a stored endpoint's URL,
 * event types, description or `enabled`. A disabled endpoint gets no new
 * deliveries; its pending ones fail, and are retried, until it is enabled
 * again or they are dead-lettered.
 */
export const updateWebhookEndpoint = defineEndpoint({
  ...webhooksRoutes.updateWebhookEndpoint,
  body: lazySchema((z) => z.object({ id: idInput(z), ...endpointFields(z) }).partial({ url: true, eventTypes: true, description: true, enabled: true })),
  use: [requireWebhooksAdmin],
  handler: async (ctx): Promise<{ endpoint: WebhookEndpoint }> => {
    const { id, ...changes } = ctx.body;
    await findStoredEndpoint(ctx.auth, id);
    if (changes.url !== undefined) await checkWebhookURL(changes.url, webhooksKey.options(ctx.auth));
    const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    const row = await ctx.auth.db.update<WebhookEndpointRow>({
      model: 'webhookEndpoint',
      where: [{ field: 'id', value: id }],
      update: { ...defined, updatedAt: new Date() },
    });
    forgetStoredEndpoints(ctx.auth);
    return { endpoint: toWebhookEndpoint((row ?? (await findStoredEndpoint(ctx.auth, id))) as WebhookEndpointRow) };
  },
});
