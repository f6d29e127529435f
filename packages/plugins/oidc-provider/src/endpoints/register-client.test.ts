import { describe, expect, it } from 'vitest';
import { createProviderAuth, ISSUER, authorizationParams, authorize, locationOf, signUp, type ProviderAuth } from '@latchkey/test-utils/plugin-instances/oidc-provider';

const TOKEN = 'initial-access-token-0123456789-abcdef';

function register(auth: ProviderAuth, body: Record<string, unknown>, token?: string): Promise<Response> {
  return auth.handler(
    new Request(`${ISSUER}/oauth2/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    }),
  );
}

describe('POST /oauth2/register (RFC 7591)', () => {
  it('is off by default', async () => {
    const auth = createProviderAuth();
    const response = await register(auth, { redirect_uris: ['http://127.0.0.1/cb'], token_endpoint_auth_method: 'none' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'access_denied' });
  });

  it('with the initial access token registers a confidential client, secret shown once', async () => {
    const auth = createProviderAuth({ provider: { dynamicRegistration: { enabled: true, initialAccessToken: TOKEN } } });
    const response = await register(auth, { redirect_uris: ['https://partner.example.com/cb'], client_name: 'Partner' }, TOKEN);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ client_name: 'Partner', token_endpoint_auth_method: 'client_secret_basic', client_secret: expect.any(String) });
  });

  it('open dynamic registration cannot register a confidential client with a redirect to another site without the access token', async () => {
    const auth = createProviderAuth({ provider: { dynamicRegistration: { enabled: true, initialAccessToken: TOKEN, openPublicClients: true } } });
    const attack = await register(auth, { redirect_uris: ['https://evil.example/cb'], client_name: 'Totally legit', token_endpoint_auth_method: 'client_secret_post' });
    expect(attack.status).toBe(401);
    expect(await register(auth, { redirect_uris: ['https://evil.example/cb'] }, 'wrong-token-0123456789-0123456789')).toHaveProperty('status', 401);
    const ctx = await auth.$context;
    expect(await ctx.db.count({ model: 'oauthClient' })).toBe(0);
  });

  it('open registration of a public client (MCP style): never first-party, so consent is asked; limits apply', async () => {
    const auth = createProviderAuth({ provider: { dynamicRegistration: { enabled: true, openPublicClients: true, maxRedirectUris: 2 } } });
    const response = await register(auth, { redirect_uris: ['http://127.0.0.1/callback'], client_name: 'Agent', token_endpoint_auth_method: 'none' });
    expect(response.status).toBe(201);
    const registered = (await response.json()) as { client_id: string; client_secret?: string };
    expect(registered.client_secret).toBeUndefined();
    const { jar } = await signUp(auth, { email: 'ada@example.com' });
    const { params } = authorizationParams({ clientId: registered.client_id, clientSecret: null }, { redirect_uri: 'http://127.0.0.1:49152/callback' });
    expect(locationOf(await authorize(auth, jar, params)).pathname).toBe('/oauth/consent');
    const many = ['http://127.0.0.1/a', 'http://127.0.0.1/b', 'http://127.0.0.1/c'];
    expect(await (await register(auth, { redirect_uris: many, token_endpoint_auth_method: 'none' })).json()).toMatchObject({ error: 'invalid_redirect_uri' });
    expect(await (await register(auth, { redirect_uris: ['http://evil.example/cb'], token_endpoint_auth_method: 'none' })).json()).toMatchObject({ error: 'invalid_client_metadata' });
    expect(await (await register(auth, { redirect_uris: ['http://127.0.0.1/cb'], token_endpoint_auth_method: 'none', grant_types: ['password'] })).json()).toMatchObject({ error: 'invalid_client_metadata' });
  });

  it('refuses a short initial access token at start', () => {
    expect(() => createProviderAuth({ provider: { dynamicRegistration: { enabled: true, initialAccessToken: 'short' } } })).toThrow(/initialAccessToken/);
  });
});
