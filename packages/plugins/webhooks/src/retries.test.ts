// A receiver that fails: answered 500, never answering, or closing the connection.
// Each is retried on the backoff schedule, then dead-lettered; a replay sends it again.
import { afterEach, describe, expect, it } from 'vitest';
import { signUp } from '@latchkey/test-utils/account-kit';
import { startWebhookReceiver, type ReceiverBehaviour, type WebhookReceiver } from '@latchkey/test-utils/webhook-receiver';
import { createWebhooksAuth, deliveries, eventually, SECRET } from '@latchkey/test-utils/plugin-instances/webhooks';

const receivers: WebhookReceiver[] = [];
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
});
async function receiver(behaviour: ReceiverBehaviour): Promise<WebhookReceiver> {
  const started = await startWebhookReceiver(behaviour);
  receivers.push(started);
  return started;
}

const BASE_SECONDS = 0.2;
const TIMEOUT_SECONDS = 0.3;

describe('retries', () => {
  for (const [name, behaviour, lastError] of [
    ['answering 500', 500, /HTTP 500/],
    ['timing out', 'hang', /Timed out/],
    ['closing the connection', 'drop', /.+/],
  ] as const) {
    it(`a receiver ${name} is retried on schedule, then dead-lettered after maxAttempts; replay delivers it`, async () => {
      const hooks = await receiver(behaviour);
      const auth = createWebhooksAuth({
        maxAttempts: 3,
        retryBaseSeconds: BASE_SECONDS,
        timeoutSeconds: TIMEOUT_SECONDS,
        endpoints: [{ id: 'siem', url: hooks.url, secret: SECRET, eventTypes: ['user.signed-up'] }],
      });
      await signUp(auth, { email: 'ada@example.com' });
      await eventually(async () => (await deliveries(auth))[0]?.state === 'dead');
      const [dead] = await deliveries(auth);
      expect(dead).toMatchObject({ attempts: 3, lastStatus: behaviour === 500 ? 500 : null });
      expect(dead!.lastError).toMatch(lastError);
      // Three attempts of one message, never a fourth.
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(hooks.received).toHaveLength(3);
      expect(new Set(hooks.received.map((request) => request.headers['webhook-id']))).toEqual(new Set([dead!.id]));
      // The waits: at least half the doubled base (jitter), after the failed attempt's own time.
      const failedAfterMs = behaviour === 'hang' ? TIMEOUT_SECONDS * 1000 : 0;
      const [first, second, third] = hooks.received.map((request) => request.at);
      expect(second! - first!).toBeGreaterThanOrEqual(failedAfterMs + (BASE_SECONDS * 1000) / 2 - 5);
      expect(third! - second!).toBeGreaterThanOrEqual(failedAfterMs + BASE_SECONDS * 1000 - 5);
      expect(third! - first!).toBeLessThan(5000);

      hooks.answer(204);
      const replayed = await auth.api.replayWebhookDelivery({ body: { id: dead!.id } });
      expect(replayed.delivery).toMatchObject({ state: 'pending', attempts: 0 });
      await eventually(async () => (await deliveries(auth))[0]?.state === 'delivered');
      expect(hooks.received).toHaveLength(4);
      expect(hooks.received[3]!.headers['webhook-id']).toBe(dead!.id);
      await expect(auth.api.replayWebhookDelivery({ body: { id: dead!.id } })).rejects.toMatchObject({ code: 'WEBHOOK_DELIVERY_NOT_DEAD' });
      await expect(auth.api.replayWebhookDelivery({ body: { id: 'missing' } })).rejects.toMatchObject({ code: 'WEBHOOK_DELIVERY_NOT_FOUND' });
      const page = await auth.api.listWebhookDeliveries({ query: { state: 'delivered' } });
      expect(page.deliveries).toMatchObject([{ id: dead!.id, attempts: 1, lastStatus: 204 }]);
    });
  }

  it('a receiver that never answers costs the request that caused the event nothing', async () => {
    const hooks = await receiver('hang');
    const auth = createWebhooksAuth({ timeoutSeconds: 10, endpoints: [{ id: 'siem', url: hooks.url, secret: SECRET }] });
    await signUp(auth, { email: 'warm@example.com' });
    await hooks.waitFor(1);
    const started = Date.now();
    await signUp(auth, { email: 'ada@example.com' });
    expect(Date.now() - started).toBeLessThan(2000);
    await hooks.waitFor(3);
    // The sends hang in the background; the rows are claimed, not yet failed.
    expect((await deliveries(auth)).every((row) => row.state === 'pending')).toBe(true);
  });
});
