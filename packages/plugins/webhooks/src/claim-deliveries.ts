import type { AuthContext } from 'latchkey/plugins';
import type { Where } from 'latchkey/db';
import type { WebhookDeliveryRow } from './webhook-delivery-record.js';

/**
 * Claims up to `limit` due deliveries for this instance: pending, due, and not
 * leased to another instance (or leased by one that stopped answering: its
 * lease ran out). Each claimed row is leased until `leaseUntil` under `token`,
 * so no other instance sends it meanwhile. Postgres and MySQL claim with `FOR
 * UPDATE SKIP LOCKED`, SQLite with one conditional update (`claimMany`); an
 * adapter without `claimMany` claims row by row with a conditional update.
 *
 * @example
 * const rows = await claimDeliveries(auth, { now, leaseUntil, token, limit: 10 });
 */
export async function claimDeliveries(
  auth: AuthContext,
  input: { now: Date; leaseUntil: Date; token: string; limit: number },
): Promise<WebhookDeliveryRow[]> {
  const due: Where[] = [
    { field: 'state', value: 'pending' },
    { field: 'nextAttemptAt', operator: 'lte', value: input.now },
    { field: 'lockedUntil', operator: 'lte', value: input.now },
  ];
  const update = { lockedUntil: input.leaseUntil, claimToken: input.token };
  const sortBy = { field: 'nextAttemptAt', direction: 'asc' } as const;
  const { db } = auth;
  if (db.claimMany) return db.claimMany<WebhookDeliveryRow>({ model: 'webhookDelivery', where: due, update, limit: input.limit, sortBy });
  const candidates = await db.findMany<WebhookDeliveryRow>({ model: 'webhookDelivery', where: due, sortBy, limit: input.limit });
  const claimed: WebhookDeliveryRow[] = [];
  for (const candidate of candidates) {
    const row = await db.update<WebhookDeliveryRow>({ model: 'webhookDelivery', where: [...due, { field: 'id', value: candidate.id }], update });
    if (row) claimed.push(row);
  }
  return claimed;
}
