import { describe, expect, it } from 'vitest';
import { defineEndpoint } from '../endpoint/define-endpoint.js';
import { createRouter } from './create-router.js';

const get = defineEndpoint({ method: 'GET', path: '/ok', handler: () => ({ ok: true }) });
const post = defineEndpoint({ method: 'POST', path: '/sign-out', handler: () => ({ success: true }) });
const both = defineEndpoint({ method: ['GET', 'POST'], path: '/callback/:id', handler: () => null });
const token = defineEndpoint({ method: 'GET', path: '/reset-password/:token', handler: () => null });

describe('createRouter', () => {
  const router = createRouter({ get, post, both, token });

  it('matches static paths and methods', () => {
    const result = router.match('GET', '/ok');
    expect(result.kind === 'found' && result.match.name).toBe('get');
  });

  it('answers HEAD with the GET route', () => {
    expect(router.match('HEAD', '/ok').kind).toBe('found');
  });

  it('extracts params', () => {
    const result = router.match('POST', '/callback/github');
    expect(result.kind === 'found' && result.match.params).toEqual({ id: 'github' });
    const reset = router.match('GET', '/reset-password/abc');
    expect(reset.kind === 'found' && reset.match.params).toEqual({ token: 'abc' });
  });

  it('tells a wrong method from an unknown path', () => {
    expect(router.match('GET', '/sign-out')).toEqual({ kind: 'method-not-allowed', allow: ['POST'] });
    expect(router.match('GET', '/nope').kind).toBe('not-found');
    expect(router.match('GET', '/callback').kind).toBe('not-found');
    expect(router.match('GET', '/callback/a/b').kind).toBe('not-found');
  });

  it('refuses two endpoints on one method and path', () => {
    const twin = defineEndpoint({ method: 'GET', path: '/ok', handler: () => null });
    expect(() => createRouter({ get, twin })).toThrow(/both GET \/ok/);
  });
});
