// Puts the fuzzed instance behind node:http through `toNodeHandler`, so every
// generated request also takes the Node adapter's path: its lazy request, its
// headers read from the Node request, its answers written straight to the socket.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { toNodeHandler } from 'latchkey/node';

type Handler = ((request: Request) => Promise<Response>) & { raw: (...args: never[]) => unknown };

/**
 * Serves `auth` on a loopback port and swaps its `handler` for one that sends each
 * Request there over HTTP, keeping path, query, method, headers and body.
 * Answers `close`, which stops the server and puts the handler back.
 *
 * @example
 * const restore = await throughNode(fuzz.auth);
 * try { await fuzz.auth.handler(request); } finally { await restore(); }
 */
export async function throughNode(auth: { handler: Handler }): Promise<() => Promise<void>> {
  const direct = auth.handler;
  const server = createServer(toNodeHandler({ handler: direct as never }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const send = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    const response = await fetch(`${origin}${url.pathname}${url.search}`, {
      method: request.method,
      headers: request.headers,
      body: hasBody ? await request.arrayBuffer() : undefined,
      redirect: 'manual',
    });
    if (request.method !== 'HEAD') return response;
    // HTTP sends a HEAD answer without its body, so only its status and headers
    // are left to check; it no longer claims to be JSON.
    const headers = new Headers(response.headers);
    headers.delete('content-type');
    return new Response(null, { status: response.status, headers });
  };
  auth.handler = Object.assign(send, { raw: direct.raw });
  return async () => {
    auth.handler = direct;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}
