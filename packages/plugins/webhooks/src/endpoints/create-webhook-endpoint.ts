import { defineEndpoint, lazySchema } from 'latchkey/plugins';
import { checkWebhookURL } from '../check-webhook-url.js';
import { endpointFields } from '../endpoint-input.js';
import { forgetStoredEndpoints } from '../find-endpoints.js';
import { requireWebhooksAdmin } from '../require-webhooks-admin.js';
import { webhooksRoutes } from '../routes.js';
import { toWebhookEndpoint, type WebhookEndpoint, type WebhookEndpointRow } from '../webhook-endpoint-record.js';
import { generateWebhookSecret, sealSecret } from '../webhook-secret.js';
import { webhooksKey } from '../webhooks-options.js';

/**
 * `POST /webhooks/create-endpoint` (admins): registers an endpoint and answers
 * it with its signing `secret`, shown this once (it is stored encrypted).
 */
export const createWebhookEndpoint = defineEndpoint({
  ...webhooksRoutes.createWebhookEndpoint,
  body: lazySchema((z) => {
    const fields = endpointFields(z);
    return z.object({ url: fields.url, eventTypes: fields.eventTypes.optional(), description: fields.description.optional(), enabled: fields.enabled.optional() });
  }),
  use: [requireWebhooksAdmin],
  meta: { noStore: true },
  handler: async (ctx): Promise<{ endpoint: WebhookEndpoint; secret: string }> => {
    await checkWebhookURL(ctx.body.url, webhooksKey.options(ctx.auth));
    const secret = generateWebhookSecret();
    const now = new Date();
    const row = await ctx.auth.db.create<WebhookEndpointRow>({
      model: 'webhookEndpoint',
      data: {
        id: ctx.auth.generateId(),
        url: ctx.body.url,
        eventTypes: ctx.body.eventTypes ?? null,
        description: ctx.body.description ?? null,
        enabled: ctx.body.enabled ?? true,
        secret: await sealSecret(secret, ctx.auth.secrets),
        createdAt: now,
        updatedAt: now,
      },
    });
    forgetStoredEndpoints(ctx.auth);
    return { endpoint: toWebhookEndpoint(row), secret };
  },
});
