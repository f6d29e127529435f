import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieJar, fastHasher } from '@latchkey/test-utils/test-instance';
import { createApp } from './app.js';
import { createAppAuth } from './auth.js';

describe('the Express example over HTTP', () => {
  const server: Server = createServer();
  let base = '';

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // The base URL must be known before the instance exists, hence listen first, then mount.
    const auth = createAppAuth({
      baseURL: base,
      database: 'sqlite::memory:',
      secret: 'example-test-secret-0123456789abcdef',
      password: fastHasher,
      logger: { disabled: true },
    });
    server.on('request', createApp(auth));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const post = (path: string, body: unknown, cookie = ''): Promise<Response> =>
    fetch(`${base}${path}`, {
      method: 'POST',
      // What a browser on the app's own origin sends.
      headers: { 'content-type': 'application/json', origin: base, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });

  it('signs up, signs in and reads the session', async () => {
    const credentials = { email: 'ada@example.com', password: 'correct horse battery' };
    const signUp = await post('/api/auth/sign-up/email', { name: 'Ada', ...credentials });
    expect(signUp.status).toBe(200);

    const jar = cookieJar();
    const signIn = await post('/api/auth/sign-in/email', credentials);
    expect(signIn.status).toBe(200);
    jar.store(signIn);
    expect(jar.get('latchkey.session_token')).toBeDefined();

    const session = await fetch(`${base}/api/auth/get-session`, { headers: { cookie: jar.header() } });
    expect(session.status).toBe(200);
    const current = await session.json();
    expect(current.user).toMatchObject({ email: 'ada@example.com', name: 'Ada' });
    // The peer address reached Latchkey (it is what rate limits count by).
    expect(current.session.ipAddress).toBe('127.0.0.1');

    const me = await fetch(`${base}/api/me`, { headers: { cookie: jar.header() } });
    expect(me.status).toBe(200);
    expect((await me.json()).user.email).toBe('ada@example.com');
  });

  it('refuses the protected route without a session', async () => {
    const me = await fetch(`${base}/api/me`);
    expect(me.status).toBe(401);
  });

  it('answers wrong passwords with 401', async () => {
    const signIn = await post('/api/auth/sign-in/email', { email: 'ada@example.com', password: 'not the password' });
    expect(signIn.status).toBe(401);
    expect((await signIn.json()).code).toBe('INVALID_EMAIL_OR_PASSWORD');
  });
});
