import { createHmac } from 'node:crypto';

/** The three Standard Webhooks headers of one send. */
export interface WebhookHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/**
 * Signs a message the Standard Webhooks way: HMAC-SHA256, keyed by the
 * secret's base64 bytes, of `id.timestamp.body`, sent as `v1,<base64>`; with
 * several secrets (a rotation), one signature per secret, space-separated, so
 * a receiver holding either secret accepts it.
 *
 * @example
 * signWebhook({ id: 'msg_1', timestamp: 1700000000, body: '{}' }, ['whsec_…']);
 */
export function signWebhook(message: { id: string; timestamp: number; body: string }, secrets: readonly string[]): WebhookHeaders {
  const content = `${message.id}.${message.timestamp}.${message.body}`;
  const signatures = secrets.map((secret) => {
    const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
    return `v1,${createHmac('sha256', key).update(content).digest('base64')}`;
  });
  return {
    'webhook-id': message.id,
    'webhook-timestamp': String(message.timestamp),
    'webhook-signature': signatures.join(' '),
  };
}
