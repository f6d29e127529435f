import type { RouteTable } from 'latchkey/routes';

/**
 * The routes of the webhooks plugin, declared once: the endpoints spread their
 * entry into their definition and the client reads the same table. Plain data.
 */
export const webhooksRoutes = {
  createWebhookEndpoint: { method: 'POST', path: '/webhooks/create-endpoint' },
  listWebhookEndpoints: { method: 'GET', path: '/webhooks/list-endpoints' },
  updateWebhookEndpoint: { method: 'POST', path: '/webhooks/update-endpoint' },
  deleteWebhookEndpoint: { method: 'POST', path: '/webhooks/delete-endpoint' },
  rotateWebhookSecret: { method: 'POST', path: '/webhooks/rotate-secret' },
  listWebhookDeliveries: { method: 'GET', path: '/webhooks/list-deliveries' },
  replayWebhookDelivery: { method: 'POST', path: '/webhooks/replay-delivery' },
  deliverWebhooks: { method: 'POST', path: '/webhooks/deliver' },
} as const satisfies RouteTable;
