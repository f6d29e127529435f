import { atom } from 'nanostores';
import { describe, expect, it } from 'vitest';
import { createAuthClient } from '../create-auth-client.js';
import { defineClientPlugin } from '../define-client-plugin.js';
import { fakeFetch, json } from '@latchkey/test-utils/fake-fetch';
import type { ClientPlugin } from '../types.js';
import { createProxy } from './create-proxy.js';
import { coreRoutes } from 'latchkey/routes';
import { resolveMethod, routeMethods } from './resolve-method.js';

// Untyped access: these tests are about the runtime mapping, not the types.
// Deliberately loose: the proxy is exercised without server types here.
type Loose = any;

const setup = (options: { plugins?: readonly ClientPlugin[]; basePath?: string } = {}) => {
  const fetch = fakeFetch(json({ ok: true }));
  const client: Loose = createAuthClient({ baseURL: 'https://app.test', ...options, fetchOptions: { fetch } });
  return { client, fetch };
};

describe('createProxy', () => {
  it('turns camelCase property chains into kebab-case paths', () => {
    const client: Loose = createProxy({}, (path) => path);
    expect(client.requestPasswordReset()).toBe('/request-password-reset');
    expect(client.signIn.email()).toBe('/sign-in/email');
    expect(client.organization.getFullOrganization()).toBe('/organization/get-full-organization');
    expect(client.twoFactor.verifyTotp()).toBe('/two-factor/verify-totp');
  });

  it('passes input and options through', () => {
    const client: Loose = createProxy({}, (path, input, options) => ({ path, input, options }));
    expect(client.x({ a: 1 }, { b: 2 })).toEqual({ path: '/x', input: { a: 1 }, options: { b: 2 } });
  });

  it('returns own functions and $-values, and is not a thenable', async () => {
    const $atom = atom(1);
    const client: Loose = createProxy({ $atom, hello: () => 'hi', group: { deep: () => 'deep' } }, (path) => path);
    expect(client.$atom).toBe($atom);
    expect(client.hello()).toBe('hi');
    expect(client.group.deep()).toBe('deep');
    expect(client.group.other()).toBe('/group/other');
    expect(client.then).toBeUndefined();
    expect(await Promise.resolve(client)).toBe(client);
  });
});

describe('resolveMethod', () => {
  const methods = routeMethods([coreRoutes, { signInAnonymous: { method: 'POST', path: '/sign-in/anonymous' } }]);

  it("is the route's method, with a body or without", () => {
    expect(resolveMethod('/get-session', { hasBody: false, methods })).toBe('GET');
    expect(resolveMethod('/sign-in/email', { hasBody: true, methods })).toBe('POST');
    for (const path of ['/sign-out', '/revoke-sessions', '/revoke-other-sessions', '/delete-user', '/sign-in/anonymous']) {
      expect(resolveMethod(path, { hasBody: false, methods })).toBe('POST');
    }
  });

  it('follows the body on a path served on GET and POST, and on a path no table knows', () => {
    expect(resolveMethod('/account-info', { hasBody: false, methods })).toBe('GET');
    expect(resolveMethod('/account-info', { hasBody: true, methods })).toBe('POST');
    expect(resolveMethod('/somewhere/else', { hasBody: false, methods })).toBe('GET');
    expect(resolveMethod('/somewhere/else', { hasBody: true, methods })).toBe('POST');
  });
});

describe('client calls', () => {
  it('sends a body as a JSON POST', async () => {
    const { client, fetch } = setup();
    await client.signIn.email({ email: 'a@b.test', password: 'secret123' });
    const [request] = fetch.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url.href).toBe('https://app.test/api/auth/sign-in/email');
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(request?.body).toEqual({ email: 'a@b.test', password: 'secret123' });
    expect(request?.credentials).toBe('include');
  });

  it('sends { query } as a GET query string without a body', async () => {
    const { client, fetch } = setup();
    await client.getSession({ query: { disableCookieCache: true, skip: undefined, ids: ['a', 'b'] } });
    const [request] = fetch.requests;
    expect(request?.method).toBe('GET');
    expect(request?.path).toBe('/get-session');
    expect(request?.url.search).toBe('?disableCookieCache=true&ids=a&ids=b');
    expect(request?.body).toBeUndefined();
  });

  it('keeps query and body apart on a POST', async () => {
    const { client, fetch } = setup();
    await client.resetPassword({ newPassword: 'n3w-password', query: { token: 't' } });
    expect(fetch.requests[0]).toMatchObject({ method: 'POST', body: { newPassword: 'n3w-password' } });
    expect(fetch.requests[0]?.url.search).toBe('?token=t');
  });

  it('posts the always-POST paths without a body', async () => {
    const { client, fetch } = setup();
    await client.signOut();
    await client.revokeSessions();
    await client.revokeOtherSessions();
    await client.deleteUser();
    await client.listAccounts();
    expect(fetch.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /sign-out',
      'POST /revoke-sessions',
      'POST /revoke-other-sessions',
      'POST /delete-user',
      'GET /list-accounts',
    ]);
    expect(fetch.requests.every((r) => r.body === undefined)).toBe(true);
  });

  it('honours plugin routes, actions and atoms, and a custom basePath', async () => {
    const $count = atom(0);
    const plugin = defineClientPlugin({
      id: 'demo',
      routes: { signInAnonymous: { method: 'POST', path: '/sign-in/anonymous' } },
      getAtoms: () => ({ $count }),
      getActions: ($fetch) => ({ demo: { ping: () => $fetch('/demo/ping') } }),
    });
    const { client, fetch } = setup({ plugins: [plugin], basePath: '/auth' });
    await client.signIn.anonymous();
    await client.demo.ping();
    await client.demo.listThings();
    expect(client.$count).toBe($count);
    expect(fetch.requests.map((r) => `${r.method} ${r.url.pathname}`)).toEqual([
      'POST /auth/sign-in/anonymous',
      'GET /auth/demo/ping',
      'GET /auth/demo/list-things',
    ]);
  });

  it('merges global and per-call headers, per-call winning', async () => {
    const { client, fetch } = setup();
    await client.ok(undefined, { headers: { 'x-a': 'call' }, fetchOptions: { headers: { 'x-a': 'global', 'x-b': 'b' } } });
    expect(fetch.requests[0]?.headers.get('x-a')).toBe('call');
    expect(fetch.requests[0]?.headers.get('x-b')).toBe('b');
  });

  it('answers every $ERROR_CODES key with the key itself', () => {
    const { client } = setup();
    expect(client.$ERROR_CODES.INVALID_EMAIL_OR_PASSWORD).toBe('INVALID_EMAIL_OR_PASSWORD');
  });
});
