import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DevCaptcha } from './dev-captcha.js';
import { devRange } from './dev-range-endpoint.js';

/** Stand-ins for the outside services the guards call, served by the playground itself so it works offline. */
export const DEV_SERVICES = '/api/dev-services';

/**
 * `GET /api/dev-services/range/:prefix`: a Pwned Passwords range.
 * `POST /api/dev-services/captcha/token`: a token for the sign-up checkbox.
 * `POST /api/dev-services/captcha/siteverify`: the captcha plugin's verification.
 *
 * @example
 * if (url.startsWith(`${DEV_SERVICES}/`)) return handleDevServices(req, res, captcha);
 */
export async function handleDevServices(req: IncomingMessage, res: ServerResponse, captcha: DevCaptcha): Promise<void> {
  const { pathname } = new URL(req.url ?? '/', 'http://x');
  const range = /^\/api\/dev-services\/range\/([^/]+)$/.exec(pathname);
  if (req.method === 'GET' && range) {
    const body = devRange(range[1] ?? '');
    return void res.writeHead(body === null ? 400 : 200, { 'content-type': 'text/plain' }).end(body ?? 'Invalid prefix');
  }
  if (req.method === 'POST' && pathname === `${DEV_SERVICES}/captcha/token`) return json(res, { token: captcha.issue() });
  if (req.method === 'POST' && pathname === `${DEV_SERVICES}/captcha/siteverify`) {
    let raw = '';
    for await (const chunk of req) {
      raw += chunk;
      if (raw.length > 10_000) return void res.writeHead(413).end();
    }
    return json(res, captcha.verify(Object.fromEntries(new URLSearchParams(raw))));
  }
  res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
}

function json(res: ServerResponse, body: unknown): void {
  res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(body));
}
