import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Answer } from '../handler/answer.js';
import type { AuthHandler } from '../handler/create-handler.js';
import { AnswerHeaders } from '../handler/answer-headers.js';
import { toLazyRequest } from './lazy-node-request.js';

export { fromNodeHeaders } from './from-node-headers.js';

/**
 * Adapts Latchkey's Fetch handler to node:http and Express. The peer address of
 * the connection is passed on for rate limiting; proxy headers are read only when
 * configured as trusted.
 *
 * @example
 * import { createServer } from 'node:http';
 * import { toNodeHandler } from 'latchkey/node';
 * createServer(toNodeHandler(auth)).listen(3000);
 * // Express: app.all('/api/auth/{*any}', toNodeHandler(auth)); mount it before express.json()
 */
export function toNodeHandler(auth: { handler: AuthHandler }): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  return async function latchkeyNodeHandler(req, res) {
    const request = toLazyRequest(req);
    const answer = await auth.handler.raw(request, { ip: req.socket.remoteAddress });
    if (answer instanceof Response) writeAnswer(answer, res, answer.body ? Buffer.from(await answer.arrayBuffer()) : null);
    else writeAnswer(answer, res, answer.body);
  };
}

function writeAnswer(answer: Answer, res: ServerResponse, body: string | Buffer | null): void {
  // Headers a middleware set before (Express, CORS) are merged by setHeader; with
  // none, one writeHead with a flat list skips node's header map and keeps
  // repeated Set-Cookie lines apart.
  if (res.headersSent || res.getHeaderNames().length > 0) {
    writeMerged(answer, res, body);
    return;
  }
  const lines = headerLines(answer.headers);
  // Auth answers are small: one write with a length beats chunked streaming (one syscall, no chunk framing).
  if (body !== null) lines.push('content-length', String(Buffer.byteLength(body)));
  res.writeHead(answer.status, lines);
  res.end(body ?? undefined);
}

/** `[name, value, …]` with each Set-Cookie line apart; collected headers give theirs without a sort. */
function headerLines(headers: Headers): string[] {
  if (headers instanceof AnswerHeaders) return headers.lines();
  const lines: string[] = [];
  for (const [name, value] of headers) {
    if (name !== 'set-cookie') lines.push(name, value);
  }
  for (const cookie of headers.getSetCookie()) lines.push('set-cookie', cookie);
  return lines;
}

function writeMerged(answer: Answer, res: ServerResponse, body: string | Buffer | null): void {
  res.statusCode = answer.status;
  for (const [name, value] of answer.headers) {
    if (name !== 'set-cookie') res.setHeader(name, value);
  }
  const cookies = answer.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);
  if (body === null) {
    res.end();
    return;
  }
  res.setHeader('content-length', Buffer.byteLength(body));
  res.end(body);
}
