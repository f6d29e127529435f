import { defineEndpoint } from 'latchkey/plugins';
import { deliverDue } from '../deliver-due.js';
import { webhooksRoutes } from '../routes.js';

/**
 * `auth.api.deliverWebhooks()` (server only): one delivery pass now, for
 * platforms without a long-lived process (call it from a cron) or with
 * `deliveryLoop: false`. Answers how many deliveries it attempted.
 */
export const deliverWebhooks = defineEndpoint({
  ...webhooksRoutes.deliverWebhooks,
  meta: { serverOnly: true },
  handler: (ctx): Promise<{ attempted: number }> => deliverDue(ctx.auth),
});
