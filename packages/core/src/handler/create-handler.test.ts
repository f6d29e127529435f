import { describe, expect, it } from 'vitest';
import { createTestAuth, request, TEST_BASE_URL } from '@latchkey/test-utils/test-instance';

const signIn = { email: 'nobody@example.com', password: 'wrong password 1' };

describe('rate limiting at the edge', () => {
  it('answers 429 with X-Retry-After once the window is spent', async () => {
    const auth = createTestAuth({ rateLimit: { enabled: true, customRules: { '/sign-in/email': { window: 60, max: 2 } } } });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await auth.handler(request('/sign-in/email', { body: signIn }), { ip: '203.0.113.7' })).status);
    expect(statuses).toEqual([401, 401, 429]);
    const limited = await auth.handler(request('/sign-in/email', { body: signIn }), { ip: '203.0.113.7' });
    expect(Number(limited.headers.get('x-retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await limited.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });

  it('leaves /ok out of the limiter: never throttled, and up while the limiter’s store is down', async () => {
    const busy = createTestAuth({ rateLimit: { enabled: true, window: 60, max: 2 } });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await busy.handler(request('/ok'), { ip: '203.0.113.8' })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const storeDown = {
      hit: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:6379')),
    };
    const down = createTestAuth({ rateLimit: { enabled: true, storage: storeDown }, logger: { disabled: true } });
    expect(await (await down.handler(request('/ok'))).json()).toEqual({ ok: true });
    expect((await down.handler(request('/get-session'))).status).toBe(503);
  });

  it('counts every spelling of a path as the same path (no bypass through // or dot segments)', async () => {
    const auth = createTestAuth({ rateLimit: { enabled: true, customRules: { '/sign-in/email': { window: 60, max: 2 } } } });
    const spellings = ['/api/auth/sign-in/email', '/api/auth//sign-in/email', '/api/auth/sign-in/./email/'];
    const statuses = [];
    for (const path of spellings) {
      const response = await auth.handler(
        new Request(`${TEST_BASE_URL}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: TEST_BASE_URL },
          body: JSON.stringify(signIn),
        }),
        { ip: '203.0.113.8' },
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 429]);
  });

  it('keeps separate budgets per client address and puts unknown addresses in one shared bucket', async () => {
    const auth = createTestAuth({ rateLimit: { enabled: true, customRules: { '/sign-in/email': { window: 60, max: 1 } } } });
    expect((await auth.handler(request('/sign-in/email', { body: signIn }), { ip: '203.0.113.9' })).status).toBe(401);
    expect((await auth.handler(request('/sign-in/email', { body: signIn }), { ip: '203.0.113.10' })).status).toBe(401);
    expect((await auth.handler(request('/sign-in/email', { body: signIn }))).status).toBe(401);
    expect((await auth.handler(request('/sign-in/email', { body: signIn }))).status).toBe(429);
  });

  it('ignores X-Forwarded-For unless it is configured as trusted', async () => {
    const auth = createTestAuth({ rateLimit: { enabled: true, customRules: { '/sign-in/email': { window: 60, max: 1 } } } });
    const spoofed = (ip: string) => request('/sign-in/email', { body: signIn, headers: { 'x-forwarded-for': ip } });
    expect((await auth.handler(spoofed('198.51.100.1'), { ip: '203.0.113.11' })).status).toBe(401);
    expect((await auth.handler(spoofed('198.51.100.2'), { ip: '203.0.113.11' })).status).toBe(429);
  });
});

describe('cross-site request forgery', () => {
  const auth = createTestAuth();

  it('refuses a cookie-carrying POST with Origin: null', async () => {
    const response = await auth.handler(request('/sign-out', { method: 'POST', cookie: 'x=y', headers: { origin: 'null' } }));
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'MISSING_OR_NULL_ORIGIN' });
  });

  it('refuses a cookieless sign-in posted by a cross-site form (login CSRF)', async () => {
    const response = await auth.handler(
      new Request(`${TEST_BASE_URL}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'sec-fetch-site': 'cross-site',
          'sec-fetch-mode': 'navigate',
        },
        body: new URLSearchParams(signIn).toString(),
      }),
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'CROSS_SITE_NAVIGATION_LOGIN_BLOCKED' });
  });

  it('accepts a same-origin form sign-in', async () => {
    const response = await auth.handler(
      request('/sign-in/email', {
        body: new URLSearchParams(signIn).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      }),
    );
    expect(response.status).toBe(401);
  });

  it('lets server-to-server calls without cookies through', async () => {
    const response = await auth.handler(
      new Request(`${TEST_BASE_URL}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(signIn),
      }),
    );
    expect(response.status).toBe(401);
  });
});

describe('cookie settings', () => {
  it('applies per-cookie overrides and defaults for every cookie', async () => {
    const auth = createTestAuth({
      advanced: {
        cookiePrefix: 'app',
        cookieDefaults: { domain: 'localhost' },
        cookies: { session_token: { name: 'sid', options: { sameSite: 'strict' } } },
      },
    });
    const response = await auth.handler(
      request('/sign-up/email', { body: { name: 'C', email: 'c@example.com', password: 'long enough pw' } }),
    );
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('sid='));
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Domain=localhost/);
  });
});
