import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';

/** What the server tells the app about a request that the Request itself does not carry. */
export interface Connection {
  /** The peer address of the TCP connection. */
  ip: string | undefined;
}

export type FetchApp = (request: Request, connection: Connection) => Response | Promise<Response>;

/**
 * Serves a Fetch-style app (Hono's `app.fetch`) with node:http, in place of an
 * adapter package. On Bun, Deno or Workers, hand `app.fetch` to the platform
 * instead.
 *
 * @example
 * serveNode(app.fetch).listen(3000);
 */
export function serveNode(app: FetchApp): Server {
  return createServer(async (req, res) => {
    try {
      const response = await app(toRequest(req), { ip: req.socket.remoteAddress });
      await writeResponse(response, res);
    } catch (error) {
      console.error(error);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    }
  });
}

function toRequest(req: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  // The host only serves routing; Latchkey takes its public origin from `baseURL`, never from Host.
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  const init: RequestInit & { duplex?: 'half' } = { method, headers };
  if (hasBody) {
    init.body = Readable.toWeb(req) as unknown as ReadableStream<Uint8Array>;
    init.duplex = 'half'; // required by Node's fetch for a streamed body
  }
  return new Request(url, init);
}

async function writeResponse(response: Response, res: ServerResponse): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value);
  });
  // Several cookies must stay several headers; joining them with commas breaks them.
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);
  res.end(response.body ? Buffer.from(await response.arrayBuffer()) : undefined);
}
