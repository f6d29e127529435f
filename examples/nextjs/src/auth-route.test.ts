import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieJar } from '@latchkey/test-utils/test-instance';
import { getSession, type NextJsHandlers } from 'latchkey/next';

// Next.js is not installed here. This server stands in for its router: requests under
// /api/auth go to the GET and POST that route.ts exports, exactly as Next would call
// them, and /whoami reads the session the way the server component in page.tsx does.

const ENV = ['LATCHKEY_URL', 'LATCHKEY_SECRET', 'DATABASE_URL'] as const;
const saved = Object.fromEntries(ENV.map((name) => [name, process.env[name]]));

function toRequest(req: IncomingMessage, base: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const body = hasBody ? (Readable.toWeb(req) as unknown as ReadableStream<Uint8Array>) : null;
  return new Request(new URL(req.url ?? '/', base), { method: req.method, headers, body, duplex: 'half' } as RequestInit);
}

async function write(response: Response, res: ServerResponse): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => name !== 'set-cookie' && res.setHeader(name, value));
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);
  res.end(Buffer.from(await response.arrayBuffer()));
}

describe('the Next.js example over HTTP', () => {
  let server: Server;
  let base = '';

  beforeAll(async () => {
    server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // The example reads its settings from the environment, as a deployed app would.
    process.env.LATCHKEY_URL = base;
    process.env.LATCHKEY_SECRET = 'example-test-secret-0123456789abcdef';
    process.env.DATABASE_URL = 'sqlite::memory:';
    const route: NextJsHandlers = await import('./app/api/auth/[...all]/route');
    const { auth } = await import('./lib/auth');
    server.on('request', (req, res) => {
      const request = toRequest(req, base);
      const path = new URL(request.url).pathname;
      let answer: Promise<Response>;
      if (path.startsWith('/api/auth/') && (request.method === 'GET' || request.method === 'POST')) {
        answer = route[request.method](request);
      } else if (path === '/whoami') {
        answer = getSession(auth, request.headers).then((current) => Response.json(current));
      } else {
        answer = Promise.resolve(new Response('Not found', { status: 404 }));
      }
      void answer.then((response) => write(response, res));
    });
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    for (const name of ENV) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });

  const post = (path: string, body: unknown): Promise<Response> =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify(body),
    });

  it('signs up, signs in and reads the session, in the route and in server code', async () => {
    const credentials = { email: 'grace@example.com', password: 'correct horse battery' };
    expect((await post('/api/auth/sign-up/email', { name: 'Grace', ...credentials })).status).toBe(200);

    const jar = cookieJar();
    const signIn = await post('/api/auth/sign-in/email', credentials);
    expect(signIn.status).toBe(200);
    jar.store(signIn);

    const session = await fetch(`${base}/api/auth/get-session`, { headers: { cookie: jar.header() } });
    expect((await session.json()).user).toMatchObject({ email: 'grace@example.com', name: 'Grace' });

    const whoami = await fetch(`${base}/whoami`, { headers: { cookie: jar.header() } });
    expect((await whoami.json()).user.email).toBe('grace@example.com');
  });

  it('reads null in server code without a session', async () => {
    const whoami = await fetch(`${base}/whoami`);
    expect(await whoami.json()).toBeNull();
  });
});
