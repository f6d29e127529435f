import type { IncomingMessage, ServerResponse } from 'node:http';
import { readOutbox } from 'latchkey/mail';
import type { PlaygroundSettings } from './read-settings.js';
import { APP_NAME } from './create-playground-auth.js';

/** The playground's own JSON endpoints, beside (not inside) Latchkey's /api/auth. */
export const PLAYGROUND_API = '/api/playground';

/**
 * `GET /api/playground/config`: the app name, the configured social providers
 * (id and name only) and whether the mailbox is on.
 * `GET /api/playground/mailbox`: the development outbox, newest first.
 *
 * @example
 * if (url.pathname.startsWith(PLAYGROUND_API)) return handlePlaygroundApi(req, res, settings);
 */
export async function handlePlaygroundApi(req: IncomingMessage, res: ServerResponse, settings: PlaygroundSettings): Promise<void> {
  const { pathname } = new URL(req.url ?? '/', 'http://x');
  if (req.method !== 'GET') return json(res, 405, { message: 'Method not allowed' });
  if (pathname === `${PLAYGROUND_API}/config`) {
    return json(res, 200, { appName: APP_NAME, providers: settings.providers, mailbox: settings.mailbox });
  }
  if (pathname === `${PLAYGROUND_API}/mailbox`) {
    if (!settings.mailbox) return json(res, 404, { message: 'The mailbox is off in production' });
    const mails = await readOutbox(settings.outbox);
    return json(res, 200, { outbox: settings.outbox, mails: mails.reverse() });
  }
  return json(res, 404, { message: 'Not found' });
}

function json(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  // The mailbox holds live sign-in links: never cache it anywhere.
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).end(text);
}
