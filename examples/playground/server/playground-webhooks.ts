import { createHmac } from 'node:crypto';
import { webhooks } from '@latchkey/webhooks';

/** Where the playground's own webhook receiver listens: deliveries are POSTed here, the page GETs them. */
export const WEBHOOK_INBOX = '/api/dev-services/webhook-inbox';

/**
 * The receiver's signing secret, derived from the playground's secret so it
 * survives a restart (deliveries sent after one still verify).
 *
 * @example
 * const secret = webhookInboxSecret(settings.secret);
 */
export function webhookInboxSecret(appSecret: string): string {
  return `whsec_${createHmac('sha256', appSecret).update('playground webhook receiver').digest('base64')}`;
}

/**
 * The playground's webhooks plugin: in development, every event goes to the
 * receiver the playground serves itself (on loopback, hence
 * `allowPrivateTargets`), which verifies each delivery and shows it on the
 * Webhooks page. In production no endpoint is declared.
 *
 * @example
 * createAuth({ plugins: [playgroundWebhooks({ origin: 'http://127.0.0.1:3000', secret, development: true })] });
 */
export function playgroundWebhooks(input: { origin: string; secret: string; development: boolean }) {
  const endpoints = input.development ? [{ id: 'playground-receiver', url: `${input.origin}${WEBHOOK_INBOX}`, secret: webhookInboxSecret(input.secret) }] : [];
  return webhooks({ endpoints, allowPrivateTargets: input.development, pollSeconds: 1, retryBaseSeconds: 2, maxAttempts: 5 });
}
