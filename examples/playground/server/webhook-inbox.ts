import type { IncomingMessage, ServerResponse } from 'node:http';
import { Webhook } from 'standardwebhooks';
import { WEBHOOK_INBOX } from './playground-webhooks.js';

/** One delivery as the receiver saw it. */
export interface InboxDelivery {
  webhookId: string;
  type: string;
  /** Whether the Standard Webhooks signature checked out with the receiver's secret. */
  verified: boolean;
  /** Why it did not, when it did not. */
  problem: string | null;
  /** How many times this webhook-id arrived: more than once when a send was repeated. */
  received: number;
  receivedAt: string;
  userId: string | null;
  ip: string | null;
}

export interface WebhookInbox {
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
}

const KEEP = 200;
const MAX_BODY = 64 * 1024;

/**
 * The playground's webhook receiver, as an app would write one: it verifies
 * each delivery with the `standardwebhooks` package, deduplicates by
 * `webhook-id`, and answers 204. `POST` receives; `GET` answers the last
 * deliveries, newest first, for the Webhooks page (development only).
 *
 * @example
 * const inbox = createWebhookInbox({ secret, enabled: settings.mailbox });
 * if (path.startsWith(WEBHOOK_INBOX)) return inbox.handle(req, res);
 */
export function createWebhookInbox(input: { secret: string; enabled: boolean }): WebhookInbox {
  const verifier = new Webhook(input.secret);
  const deliveries: InboxDelivery[] = [];
  const receive = (body: string, headers: Record<string, string>): void => {
    const webhookId = headers['webhook-id'] ?? '';
    const seen = deliveries.find((delivery) => delivery.webhookId === webhookId);
    if (seen) return void (seen.received += 1);
    let verified = true;
    let problem: string | null = null;
    try {
      verifier.verify(body, headers);
    } catch (error) {
      verified = false;
      problem = error instanceof Error ? error.message : 'Invalid signature';
    }
    const payload = parse(body);
    deliveries.unshift({ webhookId, type: payload.type, verified, problem, received: 1, receivedAt: new Date().toISOString(), userId: payload.userId, ip: payload.ip });
    deliveries.splice(KEEP);
  };
  return {
    async handle(req, res) {
      const { pathname } = new URL(req.url ?? '/', 'http://x');
      if (!input.enabled || pathname !== WEBHOOK_INBOX) return void res.writeHead(404).end();
      if (req.method === 'GET') {
        return void res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify({ deliveries }));
      }
      if (req.method !== 'POST') return void res.writeHead(405).end();
      let body = '';
      for await (const chunk of req) {
        body += chunk;
        if (body.length > MAX_BODY) return void res.writeHead(413).end();
      }
      const headers = Object.fromEntries(['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((name) => [name, String(req.headers[name] ?? '')]));
      receive(body, headers);
      res.writeHead(204).end();
    },
  };
}

function parse(body: string): { type: string; userId: string | null; ip: string | null } {
  try {
    const payload = JSON.parse(body) as { type?: unknown; data?: { userId?: unknown; ip?: unknown } };
    const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
    return { type: text(payload.type) ?? 'unknown', userId: text(payload.data?.userId), ip: text(payload.data?.ip) };
  } catch {
    return { type: 'unreadable', userId: null, ip: null };
  }
}
