import type { AuthEvent } from 'latchkey';

/** The body of a delivery: the Standard Webhooks envelope around the event. */
export interface WebhookPayload {
  type: string;
  /** When the event happened, ISO 8601. */
  timestamp: string;
  /** The event as `onEvent` sees it (docs/events.md), its time as ISO 8601. Events never hold secrets. */
  data: Omit<AuthEvent, 'time' | 'type' | 'detail'> & { type: string; time: string; detail: Record<string, unknown> };
}

/**
 * The payload for an event, built once when the delivery is written: every
 * attempt sends the same body.
 *
 * @example
 * await db.create({ model: 'webhookDelivery', data: { payload: toWebhookPayload(event), ... } });
 */
export function toWebhookPayload(event: AuthEvent): WebhookPayload {
  const time = event.time.toISOString();
  return {
    type: event.type,
    timestamp: time,
    data: {
      id: event.id,
      type: event.type,
      time,
      actor: event.actor,
      userId: event.userId,
      organizationId: event.organizationId,
      sessionId: event.sessionId,
      ip: event.ip,
      userAgent: event.userAgent,
      method: event.method,
      detail: event.detail as Record<string, unknown>,
    },
  };
}
