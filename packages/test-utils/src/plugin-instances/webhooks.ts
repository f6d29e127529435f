// Test instances of the webhooks plugin: a fast delivery loop on loopback receivers.
import { afterEach } from 'vitest';
import type { AuthContext, LatchkeyPlugin } from 'latchkey/plugins';
import { stopWebhookDelivery, webhooks, type WebhooksOptions, type WebhooksPlugin } from '@latchkey/webhooks';
import type { WebhookDeliveryRow } from '../../../plugins/webhooks/src/webhook-delivery-record.js';
import { createTestAuth } from '../test-instance.js';

export const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
export const OLD_SECRET = 'whsec_C2FVsBQIhrscChlQIMV+b5sSYspob7oD';

const started: Promise<AuthContext>[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map(async (context) => stopWebhookDelivery(await context)));
});

/** Fast retries and polling, private targets allowed (the receivers listen on 127.0.0.1). */
export const FAST: WebhooksOptions = { pollSeconds: 0.05, retryBaseSeconds: 0.2, retryMaxSeconds: 1, timeoutSeconds: 0.5, allowPrivateTargets: true };

/** A test instance typed as having the webhooks plugin (the extra plugins add no endpoints). */
type WebhooksAuth = ReturnType<typeof createTestAuth<{ plugins: [WebhooksPlugin] }>>;

/** A test instance with the webhooks plugin; its delivery loop is stopped after the test. */
export function createWebhooksAuth(options: WebhooksOptions, extra: { plugins?: LatchkeyPlugin[] } = {}): WebhooksAuth {
  const auth = createTestAuth({ plugins: [webhooks({ ...FAST, ...options }), ...(extra.plugins ?? [])] }) as unknown as WebhooksAuth;
  started.push(auth.$context);
  return auth;
}

/** Every delivery row, oldest first. */
export async function deliveries(auth: { $context: Promise<AuthContext> }): Promise<WebhookDeliveryRow[]> {
  const ctx = await auth.$context;
  return ctx.db.findMany<WebhookDeliveryRow>({ model: 'webhookDelivery', sortBy: { field: 'id', direction: 'asc' } });
}

/** Polls until `check` holds, failing after `timeoutMs`. */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('Condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
