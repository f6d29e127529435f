import { randomUUID } from 'node:crypto';
import type { AuthContext } from 'latchkey/plugins';
import { claimDeliveries } from './claim-deliveries.js';
import type { WebhookDeliveryRow } from './webhook-delivery-record.js';
import { sendDelivery } from './send-delivery.js';
import { webhooksKey } from './webhooks-options.js';

/** The extra time a lease gives over the send timeout, for recording the outcome. */
const LEASE_MARGIN_MS = 5000;

/**
 * Claims up to `limit` due deliveries for this instance, leased for one send.
 *
 * @example
 * const rows = await claimDue(auth, 10);
 */
export function claimDue(auth: AuthContext, limit: number): Promise<WebhookDeliveryRow[]> {
  const now = new Date();
  const leaseUntil = new Date(now.getTime() + webhooksKey.options(auth).timeoutSeconds * 1000 + LEASE_MARGIN_MS);
  return claimDeliveries(auth, { now, leaseUntil, token: randomUUID(), limit });
}

/**
 * One delivery pass, for a cron or a serverless platform: claims due
 * deliveries a batch at a time and sends each batch's side by side, until
 * none is due. Answers how many were attempted. Safe to run in every instance
 * at once: each delivery is claimed by one of them.
 *
 * @example
 * const { attempted } = await deliverDue(auth);
 */
export async function deliverDue(auth: AuthContext): Promise<{ attempted: number }> {
  let attempted = 0;
  for (;;) {
    const rows = await claimDue(auth, webhooksKey.options(auth).batchSize);
    if (rows.length === 0) return { attempted };
    attempted += rows.length;
    await Promise.all(rows.map((row) => sendDelivery(auth, row)));
  }
}
