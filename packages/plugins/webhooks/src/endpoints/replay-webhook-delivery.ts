import { AuthError, defineEndpoint, lazySchema } from 'latchkey/plugins';
import { wakeDeliveryLoop } from '../delivery-loop.js';
import { idInput } from '../endpoint-input.js';
import { WEBHOOKS_ERROR_CODES } from '../error-codes.js';
import { requireWebhooksAdmin } from '../require-webhooks-admin.js';
import { webhooksRoutes } from '../routes.js';
import { toWebhookDelivery, type WebhookDelivery, type WebhookDeliveryRow } from '../webhook-delivery-record.js';

/**
 * `POST /webhooks/replay-delivery` (admins): puts a dead-lettered delivery
 * back in the outbox with a fresh count of attempts, due now. Only a dead one:
 * replaying a pending or delivered delivery is refused, so a replay never
 * races the loop's own attempt.
 */
export const replayWebhookDelivery = defineEndpoint({
  ...webhooksRoutes.replayWebhookDelivery,
  body: lazySchema((z) => z.object({ id: idInput(z) })),
  use: [requireWebhooksAdmin],
  handler: async (ctx): Promise<{ delivery: WebhookDelivery }> => {
    const now = new Date();
    const row = await ctx.auth.db.update<WebhookDeliveryRow>({
      model: 'webhookDelivery',
      where: [{ field: 'id', value: ctx.body.id }, { field: 'state', value: 'dead' }],
      update: { state: 'pending', attempts: 0, nextAttemptAt: now, lockedUntil: now, claimToken: null },
    });
    if (!row) {
      const exists = await ctx.auth.db.count({ model: 'webhookDelivery', where: [{ field: 'id', value: ctx.body.id }] });
      throw AuthError.of(WEBHOOKS_ERROR_CODES, exists ? 'WEBHOOK_DELIVERY_NOT_DEAD' : 'WEBHOOK_DELIVERY_NOT_FOUND');
    }
    wakeDeliveryLoop(ctx.auth);
    return { delivery: toWebhookDelivery(row) };
  },
});
