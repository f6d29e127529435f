import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAuth, TEST_BASE_URL } from '@latchkey/test-utils/test-instance';
import { definePlugin } from '../plugin/define-plugin.js';
import { defineEndpoint } from '../endpoint/define-endpoint.js';
import { toNodeHandler } from './node.js';

// An endpoint that touches Request members the lazy request does not serve itself.
const inspect = defineEndpoint({
  method: 'GET',
  path: '/inspect',
  handler: async (ctx) => {
    const copy = ctx.request!.clone();
    return { isRequest: ctx.request instanceof Request, cloned: copy.method, aborted: ctx.request!.signal.aborted, ip: ctx.clientIp };
  },
});

describe('toNodeHandler', () => {
  const auth = createTestAuth({ plugins: [definePlugin({ id: 'inspect', endpoints: { inspect } })] });
  let server: Server;
  let base: string;

  beforeAll(async () => {
    server = createServer(toNodeHandler(auth));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('serves GET answers with a length and no chunking', async () => {
    const response = await fetch(`${base}/api/auth/ok`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String('{"ok":true}'.length));
    expect(await response.json()).toEqual({ ok: true });
  });

  it('streams POST bodies and sets every cookie', async () => {
    const response = await fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_BASE_URL },
      body: JSON.stringify({ name: 'Node', email: 'node@example.com', password: 'long enough pw' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().some((c) => c.startsWith('latchkey.session_token='))).toBe(true);
  });

  it('builds a real Request when an endpoint needs one, and passes the peer address', async () => {
    const response = await fetch(`${base}/api/auth/inspect`);
    expect(await response.json()).toEqual({ isRequest: true, cloned: 'GET', aborted: false, ip: '127.0.0.1' });
  });

  it('keeps headers a middleware set before it, beside every cookie of the answer', async () => {
    const handler = toNodeHandler(auth);
    const response = await viaServer(
      (req, res) => {
        res.setHeader('access-control-allow-origin', TEST_BASE_URL);
        void handler(req, res);
      },
      '/api/auth/sign-up/email',
      { name: 'Mid', email: 'middleware@example.com', password: 'long enough pw' },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(TEST_BASE_URL);
    expect(response.headers.getSetCookie().some((c) => c.startsWith('latchkey.session_token='))).toBe(true);
    expect(response.headers.get('content-length')).toBe(String((await response.arrayBuffer()).byteLength));
  });

  it('writes each Set-Cookie line apart, and redirects with their Location', async () => {
    const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_BASE_URL },
      body: JSON.stringify({ name: 'Out', email: 'sign-out@example.com', password: 'long enough pw', rememberMe: false }),
    });
    const cookie = signUp.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
    const signOut = await fetch(`${base}/api/auth/sign-out`, { method: 'POST', headers: { origin: TEST_BASE_URL, cookie } });
    expect(signUp.headers.getSetCookie()).toHaveLength(2);
    expect(signOut.headers.getSetCookie().map((line) => line.split('=')[0])).toEqual([
      'latchkey.session_token',
      'latchkey.dont_remember',
    ]);
    const redirect = await fetch(`${base}/api/auth/reset-password/unknown-token?callbackURL=/reset`, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toContain('/reset');
  });

  it('re-encodes a body that a body parser consumed first (Express with express.json())', async () => {
    const handler = toNodeHandler(auth);
    const response = await viaServer(
      (req, res) => {
        let raw = '';
        req.on('data', (chunk) => (raw += chunk));
        req.on('end', () => {
          Object.assign(req, { body: JSON.parse(raw) });
          void handler(req, res);
        });
      },
      '/api/auth/sign-in/email',
      { email: 'node@example.com', password: 'long enough pw' },
    );
    expect(response.status).toBe(200);
  });
});

/** Posts JSON from a trusted origin to a server of its own around `listener`, and closes it. */
async function viaServer(listener: RequestListener, path: string, body: unknown): Promise<Response> {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_BASE_URL },
      body: JSON.stringify(body),
    });
    // Read whole before the server goes.
    const { status, headers } = response;
    return new Response(await response.arrayBuffer(), { status, headers });
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
