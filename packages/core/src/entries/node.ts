import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { AuthHandler } from '../handler/create-handler.js';

type NodeRequest = IncomingMessage & { originalUrl?: string; body?: unknown };

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
    const request = toRequest(req as NodeRequest);
    const response = await auth.handler(request, { ip: req.socket.remoteAddress });
    await writeResponse(response, res);
  };
}

function toRequest(req: NodeRequest): Request {
  // Only the path and query of this URL are read; the public origin comes from `baseURL`.
  const url = new URL(req.originalUrl ?? req.url ?? '/', 'http://localhost');
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  const method = req.method ?? 'GET';
  if (method === 'GET' || method === 'HEAD') return new Request(url, { method, headers });
  const body = bodyOf(req);
  return new Request(url, { method, headers, body, duplex: 'half' } as RequestInit);
}

function bodyOf(req: NodeRequest): BodyInit {
  // A body parser that ran first has consumed the stream; re-encode what it parsed.
  if (req.readableEnded && req.body !== undefined) {
    return typeof req.body === 'string' ? req.body : JSON.stringify(req.body);
  }
  return Readable.toWeb(req) as unknown as ReadableStream<Uint8Array>;
}

async function writeResponse(response: Response, res: ServerResponse): Promise<void> {
  res.statusCode = response.status;
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);
  if (!response.body) {
    res.end();
    return;
  }
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    res.write(value);
  }
  res.end();
}
