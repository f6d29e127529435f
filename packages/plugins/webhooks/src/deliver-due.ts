import { randomUUID } from 'node:crypto';
import type { AuthContext } from 'latchkey/plugins';
import { claimDeliveries } from './claim-deliveries.js';
import { sendDelivery } from './send-delivery.js';
import { webhooksKey } from './webhooks-options.js';

/** The extra time a lease gives over the send timeout, for recording the outcome. */
const LEASE_MARGIN_MS = 5000;

/**
 * One pass of the delivery loop: claims due deliveries a batch at a time and
 * sends each batch's deliveries side by side, until none is due. Answers how
 * many were attempted. Safe to run in every instance at once: each delivery
 * is claimed by one of them (see `claimDeliveries`).
 *
 * @example
 * const { attempted } = await deliverDue(auth);
 */
export async function deliverDue(auth: AuthContext, input: { signal?: AbortSignal } = {}): Promise<{ attempted: number }> {
  const options = webhooksKey.options(auth);
  let attempted = 0;
  while (!input.signal?.aborted) {
    const now = new Date();
    const leaseUntil = new Date(now.getTime() + options.timeoutSeconds * 1000 + LEASE_MARGIN_MS);
    const rows = await claimDeliveries(auth, { now, leaseUntil, token: randomUUID(), limit: options.batchSize });
    if (rows.length === 0) break;
    attempted += rows.length;
    await Promise.all(rows.map((row) => sendDelivery(auth, row, input)));
  }
  return { attempted };
}
