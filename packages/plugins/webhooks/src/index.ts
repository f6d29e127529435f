// @latchkey/webhooks: the server half. The browser half is @latchkey/webhooks/client.
export { webhooks } from './webhooks.js';
export type { WebhooksPlugin } from './webhooks.js';
export type { WebhooksOptions, WebhookEndpointOption } from './webhooks-options.js';
export { WEBHOOKS_ERROR_CODES } from './error-codes.js';
export type { WebhooksErrorCode } from './error-codes.js';
export { stopWebhookDelivery } from './delivery-loop.js';
export { signWebhook } from './sign-webhook.js';
export type { WebhookHeaders } from './sign-webhook.js';
export { generateWebhookSecret } from './webhook-secret.js';
export type { WebhookPayload } from './webhook-payload.js';
export type { WebhookEndpoint } from './webhook-endpoint-record.js';
export type { WebhookDelivery, WebhookDeliveryState } from './webhook-delivery-record.js';
export type { WebhookDeliveryPage } from './endpoints/list-webhook-deliveries.js';
