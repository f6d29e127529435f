import type { EventRecorder } from 'latchkey/plugins';
import { wakeDeliveryLoop } from './delivery-loop.js';
import { subscribedEndpointIds } from './find-endpoints.js';
import { toWebhookPayload } from './webhook-payload.js';

/**
 * Writes one outbox row per endpoint that wants the event, through the
 * database the change used: inside its transaction the rows commit or roll
 * back with it, so a change that rolls back is never announced. Sending is
 * the delivery loop's job; the request only pays for the inserts, and the
 * loop is woken once the rows are committed.
 *
 * @example
 * definePlugin({ id: 'webhooks', recordEvent: recordDeliveries, ... });
 */
export const recordDeliveries: EventRecorder = async (event, { db, auth }) => {
  const endpointIds = await subscribedEndpointIds(auth, db, event.type);
  if (endpointIds.length === 0) return;
  const payload = toWebhookPayload(event);
  const now = new Date();
  for (const [index, endpointId] of endpointIds.entries()) {
    await db.create({
      model: 'webhookDelivery',
      data: {
        // Event ids sort by time, so delivery ids do too: pages and retention go by id.
        id: `${event.id}-${index}`,
        endpointId,
        eventId: event.id,
        eventType: event.type,
        payload,
        state: 'pending',
        attempts: 0,
        nextAttemptAt: now,
        lockedUntil: now,
        createdAt: now,
      },
    });
  }
  const wake = (): void => wakeDeliveryLoop(auth);
  if (db.afterCommit) db.afterCommit(wake);
  else wake();
};
