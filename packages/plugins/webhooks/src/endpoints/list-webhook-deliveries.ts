import { defineEndpoint, lazySchema } from 'latchkey/plugins';
import type { Where } from 'latchkey/db';
import { idInput } from '../endpoint-input.js';
import { requireWebhooksAdmin } from '../require-webhooks-admin.js';
import { webhooksRoutes } from '../routes.js';
import { toWebhookDelivery, type WebhookDelivery, type WebhookDeliveryRow } from '../webhook-delivery-record.js';

/** One page of deliveries, newest first. */
export interface WebhookDeliveryPage {
  deliveries: WebhookDelivery[];
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: string | null;
}

/**
 * `GET /webhooks/list-deliveries` (admins): deliveries newest first, filtered
 * by endpoint and state (`pending`, `delivered`, `dead`), a page at a time.
 */
export const listWebhookDeliveries = defineEndpoint({
  ...webhooksRoutes.listWebhookDeliveries,
  query: lazySchema((z) => z.object({
    endpointId: idInput(z).optional(),
    state: z.enum(['pending', 'delivered', 'dead']).optional(),
    limit: z.coerce.number().int().min(1).max(200).optional(),
    cursor: idInput(z).optional(),
  })),
  use: [requireWebhooksAdmin],
  meta: { noStore: true },
  handler: async (ctx): Promise<WebhookDeliveryPage> => {
    const { endpointId, state, cursor } = ctx.query;
    const limit = ctx.query.limit ?? 50;
    const where: Where[] = [];
    if (endpointId !== undefined) where.push({ field: 'endpointId', value: endpointId });
    if (state !== undefined) where.push({ field: 'state', value: state });
    if (cursor !== undefined) where.push({ field: 'id', operator: 'lt', value: cursor });
    const rows = await ctx.auth.db.findMany<WebhookDeliveryRow>({ model: 'webhookDelivery', where, sortBy: { field: 'id', direction: 'desc' }, limit: limit + 1 });
    const page = rows.slice(0, limit);
    return { deliveries: page.map(toWebhookDelivery), nextCursor: rows.length > limit ? page.at(-1)!.id : null };
  },
});
