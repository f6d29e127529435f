import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createTestAuth, request } from '@latchkey/test-utils/test-instance';
import { defineEndpoint } from './endpoint/define-endpoint.js';
import { AuthError } from './error/auth-error.js';
import { definePlugin } from './plugin/define-plugin.js';

const echo = defineEndpoint({
  method: 'POST',
  path: '/echo',
  body: z.object({ name: z.string().min(1) }),
  handler: (ctx) => ({ hello: ctx.body.name }),
});
const boom = defineEndpoint({
  method: 'GET',
  path: '/boom',
  handler: () => {
    throw new Error('SELECT * FROM secret_table failed at /srv/app.js:12');
  },
});
const serverOnly = defineEndpoint({
  method: 'POST',
  path: '/server-only',
  meta: { serverOnly: true },
  handler: () => ({ secret: true }),
});
const testPlugin = definePlugin({ id: 'engine-test', endpoints: { echo, boom, serverOnly } });

describe('the engine', () => {
  const log = vi.fn();
  const auth = createTestAuth({ plugins: [testPlugin], logger: { level: 'error', log } });

  it('answers /ok', async () => {
    const response = await auth.handler(request('/ok'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('normalises the path once', async () => {
    const response = await auth.handler(new Request('http://localhost:3000/api/auth//./ok/'));
    expect(response.status).toBe(200);
  });

  it('answers 404 for unknown paths, paths outside the base path and encoded slashes', async () => {
    for (const path of ['http://localhost:3000/api/auth/nope', 'http://localhost:3000/api/authok', 'http://localhost:3000/api/auth/sign-in%2Femail']) {
      const response = await auth.handler(new Request(path));
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('answers 405 with Allow for a wrong method', async () => {
    const response = await auth.handler(request('/ok', { method: 'POST', body: {} }));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET');
  });

  it('answers 415 for a body that is not JSON', async () => {
    const response = await auth.handler(
      request('/echo', { body: 'name=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
    );
    expect(response.status).toBe(415);
  });

  it('answers 400 for malformed JSON', async () => {
    const response = await auth.handler(request('/echo', { body: '{"name":' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'INVALID_JSON' });
  });

  it('answers 413 above the body limit', async () => {
    const response = await auth.handler(request('/echo', { body: { name: 'x'.repeat(1024 * 1024 + 1) } }));
    expect(response.status).toBe(413);
  });

  it('answers 400 VALIDATION_ERROR naming the fields', async () => {
    const response = await auth.handler(request('/echo', { body: { name: 42 } }));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; message: string };
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.message).toContain('name');
  });

  it('hides internals of unexpected errors and logs them', async () => {
    const response = await auth.handler(request('/boom'));
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toMatch(/secret_table|app\.js|at /);
    expect(JSON.parse(text)).toEqual({ code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error' });
    expect(log).toHaveBeenCalled();
  });

  it('keeps server-only endpoints off HTTP but on auth.api', async () => {
    expect((await auth.handler(request('/server-only', { body: {} }))).status).toBe(404);
    await expect(auth.api.serverOnly()).resolves.toEqual({ secret: true });
  });

  it('runs the same validation for auth.api calls and throws AuthError', async () => {
    await expect(auth.api.echo({ body: { name: 'Ada' } })).resolves.toEqual({ hello: 'Ada' });
    await expect(auth.api.echo({ body: { name: '' } })).rejects.toBeInstanceOf(AuthError);
    const response = await auth.api.echo({ body: { name: '' }, asResponse: true });
    expect(response.status).toBe(400);
  });
});

describe('createAuth option checks', () => {
  it('refuses a malformed basePath', () => {
    expect(() => createTestAuth({ basePath: 'api/auth/' })).toThrow(/basePath/);
  });

  it('refuses a malformed baseURL', () => {
    expect(() => createTestAuth({ baseURL: 'localhost:3000' })).toThrow(/baseURL/);
  });

  it('refuses two plugins with one id', () => {
    expect(() => createTestAuth({ plugins: [testPlugin, testPlugin] })).toThrow(/two plugins/);
  });

  it('refuses two endpoints on one method and path', () => {
    const twin = definePlugin({ id: 'twin', endpoints: { okAgain: defineEndpoint({ method: 'GET', path: '/ok', handler: () => null }) } });
    expect(() => createTestAuth({ plugins: [twin] })).toThrow(/twin.*serves GET \/ok, which the core endpoint "ok" already serves/);
  });

  it('refuses, at creation, a production instance without a base URL, naming LATCHKEY_URL', () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('LATCHKEY_URL', '');
    try {
      expect(() => createTestAuth({ baseURL: undefined, secret: 'a'.repeat(32) })).toThrow(/no baseURL in production\. Set LATCHKEY_URL/);
      // `next build` evaluates route modules in production mode: the build fails there, not the first request.
      vi.stubEnv('NEXT_PHASE', 'phase-production-build');
      expect(() => createTestAuth({ baseURL: undefined, secret: 'a'.repeat(32) })).toThrow(/LATCHKEY_URL/);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('refuses, at creation, a production instance without a secret, naming LATCHKEY_SECRET, during next build too', () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('NEXT_PHASE', 'phase-production-build');
    vi.stubEnv('LATCHKEY_SECRET', '');
    try {
      expect(() => createTestAuth({ secret: undefined })).toThrow(/no secret in production\. Set LATCHKEY_SECRET/);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('keeps the development defaults outside production', () => {
    vi.stubEnv('NODE_ENV', 'development');
    vi.stubEnv('LATCHKEY_URL', '');
    vi.stubEnv('PORT', '4123');
    try {
      const auth = createTestAuth({ baseURL: undefined });
      return expect(auth.$context).resolves.toMatchObject({ baseURL: 'http://localhost:4123' });
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('refuses to start in production without a secret or with a well-known one', () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('LATCHKEY_SECRET', '');
    try {
      expect(() => createTestAuth({ secret: undefined })).toThrow(/no secret/);
      expect(() => createTestAuth({ secret: 'changeme' })).toThrow(/well-known/);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
