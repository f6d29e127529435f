import type { AuthContext } from 'latchkey/plugins';
import type { DatabaseAdapter } from 'latchkey/db';
import { wantsEvent, type WebhookEndpointRow } from './webhook-endpoint-record.js';
import { webhooksKey } from './webhooks-options.js';
import { openSecret } from './webhook-secret.js';

/** Where one delivery goes and the secrets that sign it. */
export interface DeliveryTarget {
  url: string;
  secrets: string[];
}

/** Stored endpoints are read at most this often per instance for events; a change made here clears the copy at once. */
const CACHE_MS = 2000;
const cache = new WeakMap<AuthContext, { until: number; rows: WebhookEndpointRow[] }>();

/** Forgets this instance's copy of the stored endpoints, after a change through the routes. */
export function forgetStoredEndpoints(auth: AuthContext): void {
  cache.delete(auth);
}

async function storedEndpoints(auth: AuthContext, db: DatabaseAdapter): Promise<WebhookEndpointRow[]> {
  const now = Date.now();
  const cached = cache.get(auth);
  if (cached && cached.until > now) return cached.rows;
  const rows = await db.findMany<WebhookEndpointRow>({ model: 'webhookEndpoint', where: [{ field: 'enabled', value: true }] });
  cache.set(auth, { until: now + CACHE_MS, rows });
  return rows;
}

/**
 * The ids of the endpoints that want an event type: those declared in code,
 * then the enabled stored ones. Read through `db`, the change's transaction.
 *
 * @example
 * const ids = await subscribedEndpointIds(auth, tx, 'sign-in.failed');
 */
export async function subscribedEndpointIds(auth: AuthContext, db: DatabaseAdapter, type: string): Promise<string[]> {
  const { endpoints } = webhooksKey.options(auth);
  const declared = endpoints.filter((endpoint) => wantsEvent(endpoint.eventTypes, type)).map((endpoint) => endpoint.id);
  const stored = (await storedEndpoints(auth, db)).filter((row) => wantsEvent(row.eventTypes, type)).map((row) => row.id);
  return [...declared, ...stored];
}

/**
 * The URL and signing secrets of a delivery's endpoint: the secrets of an
 * endpoint declared in code, or the stored secret and, during a rotation's
 * grace period, the previous one. Null when the endpoint is gone or disabled.
 *
 * @example
 * const target = await deliveryTarget(auth, row.endpointId);
 */
export async function deliveryTarget(auth: AuthContext, endpointId: string, now = new Date()): Promise<DeliveryTarget | null> {
  const declared = webhooksKey.options(auth).endpoints.find((endpoint) => endpoint.id === endpointId);
  if (declared) return { url: declared.url, secrets: typeof declared.secret === 'string' ? [declared.secret] : [...declared.secret] };
  const row = await auth.db.findOne<WebhookEndpointRow>({ model: 'webhookEndpoint', where: [{ field: 'id', value: endpointId }] });
  if (!row || !row.enabled) return null;
  const secrets: string[] = [];
  const current = await openSecret(row.secret, auth.secrets);
  if (current) secrets.push(current);
  if (row.previousSecret && row.previousSecretExpiresAt && new Date(row.previousSecretExpiresAt) > now) {
    const previous = await openSecret(row.previousSecret, auth.secrets);
    if (previous) secrets.push(previous);
  }
  return secrets.length > 0 ? { url: row.url, secrets } : null;
}
