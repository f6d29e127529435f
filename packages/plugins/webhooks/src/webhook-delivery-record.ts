import type { WebhookPayload } from './webhook-payload.js';

/** Where a delivery stands: waiting for (another) attempt, received, or given up on. */
export type WebhookDeliveryState = 'pending' | 'delivered' | 'dead';

/** A delivery as the outbox table holds it. */
export interface WebhookDeliveryRow {
  /** Also the `webhook-id` header: the same on every attempt, so receivers deduplicate by it. */
  id: string;
  endpointId: string;
  eventId: string;
  eventType: string;
  payload: WebhookPayload;
  state: WebhookDeliveryState;
  attempts: number;
  nextAttemptAt: Date;
  /** Until when the instance that claimed it may be sending it; after that, another may. */
  lockedUntil: Date;
  claimToken: string | null;
  /** The HTTP status of the last attempt, when one came back. */
  lastStatus: number | null;
  lastError: string | null;
  createdAt: Date;
  deliveredAt: Date | null;
}

/** A delivery as the admin routes answer it. */
export type WebhookDelivery = Omit<WebhookDeliveryRow, 'claimToken' | 'lockedUntil'>;

/**
 * The public view of a delivery.
 *
 * @example
 * return { deliveries: rows.map(toWebhookDelivery) };
 */
export function toWebhookDelivery(row: WebhookDeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    endpointId: row.endpointId,
    eventId: row.eventId,
    eventType: row.eventType,
    payload: row.payload,
    state: row.state,
    attempts: Number(row.attempts),
    nextAttemptAt: new Date(row.nextAttemptAt),
    lastStatus: row.lastStatus ?? null,
    lastError: row.lastError ?? null,
    createdAt: new Date(row.createdAt),
    deliveredAt: row.deliveredAt ? new Date(row.deliveredAt) : null,
  };
}
