import { defineClientPlugin } from '@latchkey/client';
// Types only: the browser bundle carries none of the server half.
import type { WebhooksPlugin } from './webhooks.js';
import { webhooksRoutes } from './routes.js';

/**
 * The client half: types the admin routes (`client.webhooks.createEndpoint`,
 * `client.webhooks.listDeliveries`, `client.webhooks.replayDelivery`, …) for
 * an admin page.
 *
 * @example
 * const client = createAuthClient<typeof auth>({ plugins: [webhooksClient()] });
 * const { data } = await client.webhooks.listDeliveries({ query: { state: 'dead' } });
 */
export function webhooksClient() {
  return defineClientPlugin({ id: 'webhooks', $InferServerPlugin: {} as WebhooksPlugin, routes: webhooksRoutes });
}
