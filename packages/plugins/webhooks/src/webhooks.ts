import { definePlugin } from 'latchkey/plugins';
import { startDeliveryLoop } from './delivery-loop.js';
import { createWebhookEndpoint } from './endpoints/create-webhook-endpoint.js';
import { deleteWebhookEndpoint } from './endpoints/delete-webhook-endpoint.js';
import { deliverWebhooks } from './endpoints/deliver-webhooks.js';
import { listWebhookDeliveries } from './endpoints/list-webhook-deliveries.js';
import { listWebhookEndpoints } from './endpoints/list-webhook-endpoints.js';
import { replayWebhookDelivery } from './endpoints/replay-webhook-delivery.js';
import { rotateWebhookSecret } from './endpoints/rotate-webhook-secret.js';
import { updateWebhookEndpoint } from './endpoints/update-webhook-endpoint.js';
import { WEBHOOKS_ERROR_CODES } from './error-codes.js';
import { recordDeliveries } from './record-deliveries.js';
import { removeDelivered } from './remove-delivered.js';
import { webhooksSchema } from './schema.js';
import { resolveWebhooksOptions, webhooksKey, type WebhooksOptions } from './webhooks-options.js';

/**
 * Signed webhooks for every security event (docs/events.md), from a
 * transactional outbox: a delivery row per (event, endpoint) is written in the
 * event's transaction, then a delivery loop in every instance claims due rows
 * (one instance per row at a time), POSTs them in the Standard Webhooks format
 * through the SSRF guard, retries failures with backoff and jitter, and
 * dead-letters them after `maxAttempts` for an admin to replay.
 *
 * @example
 * import { webhooks } from '@latchkey/webhooks';
 * const auth = createAuth({
 *   ...,
 *   plugins: [webhooks({ endpoints: [{ id: 'siem', url: 'https://siem.example.com/hooks', secret: process.env.SIEM_WEBHOOK_SECRET! }] })],
 * });
 */
export function webhooks(options: WebhooksOptions = {}) {
  const resolved = resolveWebhooksOptions(options);
  return definePlugin({
    id: 'webhooks',
    key: webhooksKey,
    schema: webhooksSchema,
    endpoints: {
      createWebhookEndpoint,
      listWebhookEndpoints,
      updateWebhookEndpoint,
      deleteWebhookEndpoint,
      rotateWebhookSecret,
      listWebhookDeliveries,
      replayWebhookDelivery,
      deliverWebhooks,
    },
    errorCodes: WEBHOOKS_ERROR_CODES,
    recordEvent: recordDeliveries,
    init: startDeliveryLoop,
    cleanup: removeDelivered(resolved),
    options: resolved,
  });
}

export type WebhooksPlugin = ReturnType<typeof webhooks>;
