import { describe, expect, it } from 'vitest';
import { basic, createProviderAuth, formPost, ISSUER, obtainCode, redeem, REDIRECT_URI, registerTestClient, signedInWithClient, type ProviderAuth } from '@latchkey/test-utils/plugin-instances/oidc-provider';
import { formProblem } from './form-parameters.js';

/** A raw request to a protocol route: the body exactly as written, repeats included. */
async function raw(auth: ProviderAuth, input: { path: string; body: string; headers?: Record<string, string>; type?: string }) {
  const response = await auth.handler(
    new Request(`${ISSUER}${input.path}`, {
      method: 'POST',
      headers: { 'content-type': input.type ?? 'application/x-www-form-urlencoded', ...input.headers },
      body: input.body,
    }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('formProblem', () => {
  it('names a repeated parameter, a value that is not a string or too long, and refuses a body that is not parameters', () => {
    expect(formProblem({ grant_type: ['a', 'b'] })).toBe('Repeated parameter grant_type');
    expect(formProblem({ 'bad\nname': ['a', 'b'] })).toBe('Repeated parameter a parameter');
    expect(formProblem({ token: 1 })).toBe('Parameter token must be a string');
    expect(formProblem({ token: 'x'.repeat(4097) })).toBe('Parameter token is too long');
    expect(formProblem([1, 2])).toBe('The request body must hold form parameters');
    expect(formProblem({ token: 'x'.repeat(4096) })).toBeNull();
    expect(formProblem(undefined)).toBeNull();
  });
});

describe('repeated and malformed parameters at the protocol routes (RFC 6749 §3.1, §3.2)', () => {
  it('the token endpoint answers invalid_request naming a repeated grant_type, client_id or scope, and the code stays usable', async () => {
    const auth = createProviderAuth();
    const { jar, client } = await signedInWithClient(auth);
    const { code, verifier } = await obtainCode(auth, { jar, client });
    const base = `code=${code}&code_verifier=${verifier}&redirect_uri=${encodeURIComponent(REDIRECT_URI)}`;
    const cases = [
      ['grant_type', `grant_type=authorization_code&grant_type=refresh_token&${base}`, basic(client)],
      ['client_id', `grant_type=authorization_code&${base}&client_id=${client.clientId}&client_id=other`, basic(client)],
      ['scope', `grant_type=authorization_code&${base}&scope=openid&scope=email`, basic(client)],
    ] as const;
    for (const [name, body, headers] of cases) {
      const answer = await raw(auth, { path: '/oauth2/token', body, headers });
      expect(answer).toEqual({ status: 400, body: { error: 'invalid_request', error_description: `Repeated parameter ${name}` } });
    }
    expect((await redeem(auth, { client, code, verifier })).status).toBe(200);
  });

  it('introspection and revocation answer invalid_request naming a repeated token or client_id', async () => {
    const auth = createProviderAuth();
    const client = await registerTestClient(auth);
    for (const path of ['/oauth2/introspect', '/oauth2/revoke']) {
      expect(await raw(auth, { path, body: 'token=a&token=b', headers: basic(client) })).toEqual({
        status: 400,
        body: { error: 'invalid_request', error_description: 'Repeated parameter token' },
      });
      expect(await raw(auth, { path, body: `token=a&client_id=${client.clientId}&client_id=${client.clientId}`, headers: basic(client) })).toEqual({
        status: 400,
        body: { error: 'invalid_request', error_description: 'Repeated parameter client_id' },
      });
    }
  });

  it('every other malformed body answers invalid_request in the OAuth shape, never VALIDATION_ERROR', async () => {
    const auth = createProviderAuth();
    const client = await registerTestClient(auth);
    for (const path of ['/oauth2/token', '/oauth2/introspect', '/oauth2/revoke']) {
      const json = { type: 'application/json', headers: basic(client) };
      expect(await raw(auth, { path, body: '[1,2]', ...json })).toMatchObject({ status: 400, body: { error: 'invalid_request' } });
      expect(await raw(auth, { path, body: '{"token":{"a":1},"grant_type":1}', ...json })).toMatchObject({ status: 400, body: { error: 'invalid_request' } });
      expect(await raw(auth, { path, body: `token=${'x'.repeat(5000)}`, headers: basic(client) })).toMatchObject({
        status: 400,
        body: { error: 'invalid_request', error_description: 'Parameter token is too long' },
      });
      const empty = await raw(auth, { path, body: '', headers: basic(client) });
      expect(empty.status).toBe(400);
      expect(empty.body).toMatchObject({ error: 'invalid_request' });
      expect(empty.body.code).toBeUndefined();
    }
  });

  it('a parameter named error is read as a parameter, never answered as an error body', async () => {
    const auth = createProviderAuth();
    const client = await registerTestClient(auth);
    const answer = await formPost(auth, '/oauth2/introspect', { token: 'unknown', error: 'x' }, basic(client));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ active: false });
  });
});
