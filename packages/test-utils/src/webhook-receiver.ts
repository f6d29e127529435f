import type { IncomingMessage, ServerResponse } from 'node:http';
import { startLoopbackServer } from './loopback-server.js';

/** One request the receiver got, as it arrived. */
export interface ReceivedWebhook {
  headers: Record<string, string>;
  body: string;
  /** `Date.now()` when the body had arrived. */
  at: number;
}

/**
 * How the receiver answers: a status, `hang` (never answers, so the sender
 * times out), `drop` (closes the connection without an answer), `slow` (200
 * after that many milliseconds), or `redirect` (302 to that URL).
 */
export type ReceiverBehaviour = number | 'hang' | 'drop' | { slow: number } | { redirect: string };

export interface WebhookReceiver {
  /** `http://127.0.0.1:<port>/hooks` */
  url: string;
  /** Every request, in order of arrival (including those it failed on purpose). */
  received: ReceivedWebhook[];
  /** Changes how the next requests are answered. */
  answer(behaviour: ReceiverBehaviour): void;
  /** Resolves once `count` requests arrived; rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * A real HTTP receiver of webhooks on 127.0.0.1 that records each request and
 * answers as told, for delivery tests.
 *
 * @example
 * const receiver = await startWebhookReceiver();
 * receiver.answer(500);
 * await receiver.waitFor(3);
 */
export async function startWebhookReceiver(behaviour: ReceiverBehaviour = 200): Promise<WebhookReceiver> {
  let current = behaviour;
  const received: ReceivedWebhook[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const handle = (request: IncomingMessage, response: ServerResponse): void => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
      received.push({ headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() });
      for (const waiter of waiters.filter((w) => received.length >= w.count)) waiter.resolve();
      const now = current;
      if (now === 'hang') return;
      if (now === 'drop') return void request.socket.destroy();
      if (typeof now === 'number') return void response.writeHead(now).end();
      if ('redirect' in now) return void response.writeHead(302, { location: now.redirect }).end();
      setTimeout(() => response.writeHead(200).end(), now.slow);
    });
  };
  const server = await startLoopbackServer(handle);
  return {
    url: `${server.origin}/hooks`,
    received,
    answer(next) {
      current = next;
    },
    waitFor(count, timeoutMs = 10_000) {
      if (received.length >= count) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`Expected ${count} webhooks, got ${received.length}`)), timeoutMs);
        waiters.push({ count, resolve: () => (clearTimeout(timer), resolve()) });
      });
    },
    close: () => server.close(),
  };
}
