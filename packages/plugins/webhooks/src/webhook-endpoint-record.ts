/** An endpoint as the table holds it: secrets sealed with the auth secret. */
export interface WebhookEndpointRow {
  id: string;
  url: string;
  eventTypes: string[] | null;
  description: string | null;
  enabled: boolean;
  secret: string;
  previousSecret: string | null;
  previousSecretExpiresAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** An endpoint as the admin routes answer it: never a secret. */
export interface WebhookEndpoint {
  id: string;
  url: string;
  /** The event types it receives; null for every type. */
  eventTypes: string[] | null;
  description: string | null;
  enabled: boolean;
  /** `options`: declared in code, read-only here; `database`: created through the routes. */
  source: 'options' | 'database';
  /** Until when the secret before the last rotation still signs deliveries; null when none does. */
  previousSecretExpiresAt: Date | null;
  createdAt: Date | null;
  updatedAt: Date | null;
}

/**
 * The public view of a stored endpoint.
 *
 * @example
 * return { endpoints: rows.map(toWebhookEndpoint) };
 */
export function toWebhookEndpoint(row: WebhookEndpointRow, now = new Date()): WebhookEndpoint {
  const expires = row.previousSecretExpiresAt ? new Date(row.previousSecretExpiresAt) : null;
  return {
    id: row.id,
    url: row.url,
    eventTypes: row.eventTypes && row.eventTypes.length > 0 ? row.eventTypes : null,
    description: row.description ?? null,
    enabled: row.enabled,
    source: 'database',
    previousSecretExpiresAt: expires && expires > now ? expires : null,
    createdAt: new Date(row.createdAt),
    updatedAt: new Date(row.updatedAt),
  };
}

/** Whether an endpoint wants an event type: every type when it names none. */
export function wantsEvent(eventTypes: readonly string[] | null | undefined, type: string): boolean {
  return !eventTypes || eventTypes.length === 0 || eventTypes.includes(type);
}
