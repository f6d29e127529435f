import type { PluginCleanup } from 'latchkey/plugins';
import type { ResolvedWebhooksOptions } from './webhooks-options.js';

/**
 * The plugin's share of the cleanup: delivered deliveries older than the
 * retention. Delivery ids begin with their event's time (fixed-width base 36
 * milliseconds), so "older" is a range of ids. Pending and dead ones stay.
 *
 * @example
 * cleanup: removeDelivered(resolved)
 */
export function removeDelivered(options: ResolvedWebhooksOptions): PluginCleanup {
  return async (auth, { now }) => {
    if (options.retentionDays === null) return { webhookDeliveries: 0 };
    const cutoff = Math.max(0, now.getTime() - options.retentionDays * 86_400_000).toString(36).padStart(9, '0');
    const removed = await auth.db.deleteMany({
      model: 'webhookDelivery',
      where: [{ field: 'state', value: 'delivered' }, { field: 'id', operator: 'lt', value: cutoff }],
    });
    return { webhookDeliveries: removed };
  };
}
