// Signed deliveries on every database: the Standard Webhooks signature checked by
// the `standardwebhooks` package, the outbox written in the event's transaction,
// secret rotation, the admin routes and retention.
import { afterEach, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { AuthError, CORE_ERROR_CODES, definePlugin } from 'latchkey/plugins';
import { errorOf, PASSWORD, send, signUp } from '@latchkey/test-utils/account-kit';
import { startWebhookReceiver, type WebhookReceiver } from '@latchkey/test-utils/webhook-receiver';
import { createWebhooksAuth, deliveries, eventually, OLD_SECRET, SECRET } from '@latchkey/test-utils/plugin-instances/webhooks';
import type { WebhookPayload } from './webhook-payload.js';

const receivers: WebhookReceiver[] = [];
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
});
async function receiver(): Promise<WebhookReceiver> {
  const started = await startWebhookReceiver();
  receivers.push(started);
  return started;
}

/** Fails every session created by a password change: the change's transaction rolls back after its events were written. */
const failingReissue = definePlugin({
  id: 'failing-reissue',
  session: {
    beforeCreate: (_ctx, { method }) => {
      if (method === 'change-password') throw AuthError.of(CORE_ERROR_CODES, 'FAILED_TO_CREATE_SESSION');
    },
  },
});

/** The admin plugin's `role` field, without the admin plugin (plugins' tests never import another plugin). */
const roleField = definePlugin({ id: 'role-field', schema: { user: { fields: { role: { type: 'string', required: false } } } } });

describe('webhooks', () => {
  it('delivers each subscribed event signed the Standard Webhooks way, verified by the standardwebhooks package', async () => {
    const hooks = await receiver();
    const auth = createWebhooksAuth({ endpoints: [{ id: 'siem', url: hooks.url, secret: SECRET, eventTypes: ['user.signed-up', 'sign-in.succeeded'] }] });
    const { userId } = await signUp(auth, { email: 'ada@example.com' });
    await hooks.waitFor(2);
    const verifier = new Webhook(SECRET);
    const payloads = hooks.received.map((request) => verifier.verify(request.body, request.headers) as WebhookPayload);
    expect(payloads.map((payload) => payload.type).sort()).toEqual(['sign-in.succeeded', 'user.signed-up']);
    for (const payload of payloads) {
      expect(payload).toMatchObject({ data: { userId, type: payload.type, actor: { type: 'user', id: userId } } });
      expect(new Date(payload.timestamp).getTime()).toBeGreaterThan(Date.now() - 60_000);
    }
    // The body is the event: never the password, nor the session's token.
    const bodies = hooks.received.map((request) => request.body).join('\n');
    expect(bodies).not.toContain(PASSWORD);
    expect(bodies).not.toMatch(/token/i);
    // A tampered body or another secret fails verification.
    const [first] = hooks.received;
    expect(() => verifier.verify(first!.body.replace(userId, 'someone-else'), first!.headers)).toThrow();
    expect(() => new Webhook(OLD_SECRET).verify(first!.body, first!.headers)).toThrow();
    await eventually(async () => (await deliveries(auth)).every((row) => row.state === 'delivered'));
    expect(await deliveries(auth)).toHaveLength(2);
  });

  it('writes no delivery for a change that rolls back after its events were written, and one for the change that commits', async () => {
    const hooks = await receiver();
    const auth = createWebhooksAuth(
      { endpoints: [{ id: 'siem', url: hooks.url, secret: SECRET, eventTypes: ['password.changed', 'session.revoked'] }] },
      { plugins: [failingReissue] },
    );
    const { jar } = await signUp(auth, { email: 'ada@example.com' });
    const body = { currentPassword: PASSWORD, newPassword: 'another horse battery', revokeOtherSessions: true };
    expect((await send(auth, jar, '/change-password', { body })).status).toBe(500);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await deliveries(auth)).toEqual([]);
    expect(hooks.received).toEqual([]);

    expect((await send(auth, jar, '/change-password', { body: { ...body, revokeOtherSessions: false } })).status).toBe(200);
    await hooks.waitFor(1);
    expect(hooks.received.map((request) => (JSON.parse(request.body) as WebhookPayload).type)).toEqual(['password.changed']);
  });

  it('signs with both secrets during a rotation: a receiver holding either verifies', async () => {
    const hooks = await receiver();
    const auth = createWebhooksAuth({ adminUserIds: [] });
    const { endpoint, secret } = await auth.api.createWebhookEndpoint({ body: { url: hooks.url, eventTypes: ['sign-in.succeeded'] } });
    expect(secret).toMatch(/^whsec_/);
    await signUp(auth, { email: 'ada@example.com' });
    await hooks.waitFor(1);
    expect(() => new Webhook(secret).verify(hooks.received[0]!.body, hooks.received[0]!.headers)).not.toThrow();

    const rotated = await auth.api.rotateWebhookSecret({ body: { id: endpoint.id, graceSeconds: 3600 } });
    expect(rotated.secret).not.toBe(secret);
    await signUp(auth, { email: 'bob@example.com' });
    await hooks.waitFor(2);
    const second = hooks.received[1]!;
    expect(second.headers['webhook-signature']!.split(' ')).toHaveLength(2);
    expect(() => new Webhook(secret).verify(second.body, second.headers)).not.toThrow();
    expect(() => new Webhook(rotated.secret).verify(second.body, second.headers)).not.toThrow();

    // Once the grace period is over, only the new secret signs.
    await auth.api.rotateWebhookSecret({ body: { id: endpoint.id, graceSeconds: 0 } });
    const listed = await auth.api.listWebhookEndpoints();
    expect(JSON.stringify(listed)).not.toContain('whsec_');
    expect(listed.endpoints).toMatchObject([{ id: endpoint.id, source: 'database', previousSecretExpiresAt: null }]);
  });

  it('admin routes: 401 signed out, 403 for a user whose role is not an admin role; an admin creates, lists, updates and deletes', async () => {
    const hooks = await receiver();
    const auth = createWebhooksAuth({}, { plugins: [roleField] });
    const ada = await signUp(auth, { email: 'ada@example.com' });
    const bob = await signUp(auth, { email: 'bob@example.com' });
    const ctx = await auth.$context;
    await ctx.db.update({ model: 'user', where: [{ field: 'id', value: ada.userId }], update: { role: 'user, admin' } });
    await ctx.db.update({ model: 'user', where: [{ field: 'id', value: bob.userId }], update: { role: 'user' } });
    const body = { url: hooks.url, eventTypes: ['sign-out'], description: 'SIEM' };
    expect(await errorOf(await send(auth, null, '/webhooks/create-endpoint', { body }))).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    for (const path of ['/webhooks/create-endpoint', '/webhooks/rotate-secret', '/webhooks/replay-delivery']) {
      const refused = await send(auth, bob.jar, path, { body: { ...body, id: 'x' } });
      expect(await errorOf(refused)).toMatchObject({ status: 403, code: 'YOU_ARE_NOT_ALLOWED_TO_MANAGE_WEBHOOKS' });
    }
    expect((await send(auth, bob.jar, '/webhooks/list-deliveries')).status).toBe(403);
    expect((await send(auth, bob.jar, '/webhooks/list-endpoints')).status).toBe(403);

    const created = await send(auth, ada.jar, '/webhooks/create-endpoint', { body });
    expect(created.status).toBe(200);
    const { endpoint, secret } = (await created.json()) as { endpoint: { id: string }; secret: string };
    const stored = await ctx.db.findOne<{ secret: string }>({ model: 'webhookEndpoint', where: [{ field: 'id', value: endpoint.id }] });
    expect(stored!.secret).not.toContain(secret.slice(6, 20));
    const listed = await send(auth, ada.jar, '/webhooks/list-endpoints');
    const text = await listed.text();
    expect(text).not.toContain('whsec_');
    expect(JSON.parse(text)).toMatchObject({ endpoints: [{ id: endpoint.id, url: hooks.url, eventTypes: ['sign-out'], description: 'SIEM', enabled: true }] });

    const updated = await send(auth, ada.jar, '/webhooks/update-endpoint', { body: { id: endpoint.id, eventTypes: null, enabled: false } });
    expect(await updated.json()).toMatchObject({ endpoint: { eventTypes: null, enabled: false } });
    expect(await errorOf(await send(auth, ada.jar, '/webhooks/update-endpoint', { body: { id: 'missing' } }))).toMatchObject({ status: 404, code: 'WEBHOOK_ENDPOINT_NOT_FOUND' });
    expect(await errorOf(await send(auth, ada.jar, '/webhooks/create-endpoint', { body: { url: 42 } }))).toMatchObject({ status: 400 });
    expect((await send(auth, ada.jar, '/webhooks/delete-endpoint', { body: { id: endpoint.id } })).status).toBe(200);
    expect(await ctx.db.count({ model: 'webhookEndpoint' })).toBe(0);
    // A disabled, then deleted endpoint received nothing of Bob's and Ada's sign-ups.
    expect(hooks.received).toEqual([]);
  });

  it('refuses endpoint URLs that reach the server itself or its network unless allowPrivateTargets (SSRF)', async () => {
    const auth = createWebhooksAuth({ allowPrivateTargets: false });
    for (const url of ['http://127.0.0.1:5432/', 'https://127.0.0.1/hooks', 'https://169.254.169.254/latest/meta-data', 'https://[::1]/', 'https://10.0.0.8/', 'https://user:pw@example.com/', 'file:///etc/passwd', 'not a url']) {
      await expect(auth.api.createWebhookEndpoint({ body: { url } })).rejects.toMatchObject({ code: 'WEBHOOK_URL_NOT_ALLOWED' });
    }
    expect(await (await auth.$context).db.count({ model: 'webhookEndpoint' })).toBe(0);
    // A public address is accepted (a literal: nothing is looked up), and cannot be moved inside later.
    const { endpoint } = await auth.api.createWebhookEndpoint({ body: { url: 'https://93.184.215.14/hooks', enabled: false } });
    await expect(auth.api.updateWebhookEndpoint({ body: { id: endpoint.id, url: 'https://169.254.169.254/' } })).rejects.toMatchObject({ code: 'WEBHOOK_URL_NOT_ALLOWED' });
  });

  it('refuses, at send time too, an endpoint declared in code that points at a private address', async () => {
    const hooks = await receiver();
    const auth = createWebhooksAuth({ allowPrivateTargets: false, maxAttempts: 1, endpoints: [{ id: 'inside', url: hooks.url, secret: SECRET }] });
    await signUp(auth, { email: 'ada@example.com' });
    await eventually(async () => (await deliveries(auth)).length > 0 && (await deliveries(auth)).every((row) => row.state === 'dead'));
    expect((await deliveries(auth))[0]!.lastError).toMatch(/Refused/);
    expect(hooks.received).toEqual([]);
  });

  it('never follows a redirect: a receiver cannot bounce the delivery to another address (SSRF)', async () => {
    const inside = await receiver();
    const hooks = await receiver();
    hooks.answer({ redirect: inside.url });
    const auth = createWebhooksAuth({ maxAttempts: 1, endpoints: [{ id: 'siem', url: hooks.url, secret: SECRET, eventTypes: ['user.signed-up'] }] });
    await signUp(auth, { email: 'ada@example.com' });
    await eventually(async () => (await deliveries(auth))[0]?.state === 'dead');
    expect((await deliveries(auth))[0]!.lastError).toBe('Refused: redirect');
    expect(hooks.received).toHaveLength(1);
    expect(inside.received).toEqual([]);
  });

  it('deliverWebhooks: one pass on demand for an instance without a loop, server only', async () => {
    const hooks = await receiver();
    const auth = createWebhooksAuth({ deliveryLoop: false, endpoints: [{ id: 'siem', url: hooks.url, secret: SECRET, eventTypes: ['user.signed-up'] }] });
    const { jar } = await signUp(auth, { email: 'ada@example.com' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(hooks.received).toEqual([]);
    expect((await send(auth, jar, '/webhooks/deliver', { body: {} })).status).toBe(404);
    expect(await auth.api.deliverWebhooks()).toEqual({ attempted: 1 });
    expect(hooks.received).toHaveLength(1);
    expect((await deliveries(auth))[0]).toMatchObject({ state: 'delivered', attempts: 1, lastStatus: 200 });
    expect(await auth.api.deliverWebhooks()).toEqual({ attempted: 0 });
  });

  it('cleanup removes delivered deliveries older than retentionDays and keeps the rest', async () => {
    const hooks = await receiver();
    const auth = createWebhooksAuth({ retentionDays: 7, endpoints: [{ id: 'siem', url: hooks.url, secret: SECRET, eventTypes: ['user.signed-up'] }] });
    await signUp(auth, { email: 'ada@example.com' });
    await eventually(async () => (await deliveries(auth))[0]?.state === 'delivered');
    const ctx = await auth.$context;
    const old = new Date(Date.now() - 10 * 86_400_000);
    const oldId = `${old.getTime().toString(36).padStart(9, '0')}old-0`;
    const row = { endpointId: 'siem', eventId: 'old', eventType: 'user.signed-up', payload: {}, attempts: 1, nextAttemptAt: old, lockedUntil: old, createdAt: old };
    await ctx.db.create({ model: 'webhookDelivery', data: { ...row, id: oldId, state: 'delivered' } });
    await ctx.db.create({ model: 'webhookDelivery', data: { ...row, id: `${oldId}x`, state: 'dead' } });
    const result = await auth.api.cleanup();
    expect(result.plugins).toMatchObject({ webhooks: { webhookDeliveries: 1 } });
    expect((await deliveries(auth)).map((r) => r.state).sort()).toEqual(['dead', 'delivered']);
  });
});
