// The webhooks plugin with the admin plugin: its admin routes open to the admin
// plugin's administrators, the role read from the database on each call, and the
// admin plugin's own events reach the endpoints.
import { afterEach, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { admin } from '@latchkey/admin';
import { stopWebhookDelivery, webhooks, type WebhookPayload } from '@latchkey/webhooks';
import { errorOf, PASSWORD, send, signIn, signUp } from '../account-kit.js';
import { createTestAuth } from '../test-instance.js';
import { startWebhookReceiver, type WebhookReceiver } from '../webhook-receiver.js';

let receiver: WebhookReceiver | undefined;
afterEach(async () => receiver?.close());

describe('webhooks and the admin plugin', () => {
  it('an administrator manages endpoints; a demoted one no longer can; admin actions are delivered signed', async () => {
    receiver = await startWebhookReceiver();
    const auth = createTestAuth({ plugins: [admin(), webhooks({ allowPrivateTargets: true, pollSeconds: 0.05 })] });
    try {
      const created = await auth.api.createUser({ body: { email: 'root@example.com', password: PASSWORD, name: 'Root', role: 'admin' } });
      const root = await signIn(auth, { email: 'root@example.com' });
      const ada = await signUp(auth, { email: 'ada@example.com' });
      expect((await errorOf(await send(auth, ada.jar, '/webhooks/list-endpoints'))).status).toBe(403);

      const answer = await send(auth, root, '/webhooks/create-endpoint', { body: { url: receiver.url, eventTypes: ['admin.role-set'] } });
      expect(answer.status).toBe(200);
      const { secret } = (await answer.json()) as { secret: string };
      expect((await send(auth, root, '/admin/set-role', { body: { userId: ada.userId, role: 'admin' } })).status).toBe(200);
      await receiver.waitFor(1);
      const payload = new Webhook(secret).verify(receiver.received[0]!.body, receiver.received[0]!.headers) as WebhookPayload;
      expect(payload).toMatchObject({ type: 'admin.role-set', data: { userId: ada.userId, actor: { type: 'admin', id: created.user.id }, detail: { role: 'admin' } } });

      // Ada is an administrator now; demoted, she is refused at once.
      expect((await send(auth, ada.jar, '/webhooks/list-endpoints')).status).toBe(200);
      expect((await send(auth, root, '/admin/set-role', { body: { userId: ada.userId, role: 'user' } })).status).toBe(200);
      expect((await errorOf(await send(auth, ada.jar, '/webhooks/list-endpoints'))).status).toBe(403);
    } finally {
      await stopWebhookDelivery(await auth.$context);
    }
  });
});
