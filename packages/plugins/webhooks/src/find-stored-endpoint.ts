import { AuthError, type AuthContext } from 'latchkey/plugins';
import { WEBHOOKS_ERROR_CODES } from './error-codes.js';
import type { WebhookEndpointRow } from './webhook-endpoint-record.js';
import { webhooksKey } from './webhooks-options.js';

/**
 * The stored endpoint an admin route acts on: 400 for one declared in code
 * (change it there), 404 when there is none.
 *
 * @example
 * const row = await findStoredEndpoint(ctx.auth, ctx.body.id);
 */
export async function findStoredEndpoint(auth: AuthContext, id: string): Promise<WebhookEndpointRow> {
  if (webhooksKey.options(auth).endpoints.some((endpoint) => endpoint.id === id)) {
    throw AuthError.of(WEBHOOKS_ERROR_CODES, 'WEBHOOK_ENDPOINT_IN_OPTIONS');
  }
  const row = await auth.db.findOne<WebhookEndpointRow>({ model: 'webhookEndpoint', where: [{ field: 'id', value: id }] });
  if (!row) throw AuthError.of(WEBHOOKS_ERROR_CODES, 'WEBHOOK_ENDPOINT_NOT_FOUND');
  return row;
}
