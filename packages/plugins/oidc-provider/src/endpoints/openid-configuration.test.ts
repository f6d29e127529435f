import { createLocalJWKSet, decodeProtectedHeader, jwtVerify, type JSONWebKeySet } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createProviderAuth, ISSUER, obtainCode, redeem, request, signedInWithClient, signUp, TEST_BASE_URL, type ProviderAuth } from '@latchkey/test-utils/plugin-instances/oidc-provider';

async function json(auth: ProviderAuth, path: string): Promise<Record<string, unknown>> {
  const response = await auth.handler(request(path));
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

afterEach(() => vi.useRealTimers());

describe('discovery', () => {
  it('announces the code flow with PKCE S256 only, iss on responses, and the jwt plugin key set', async () => {
    const auth = createProviderAuth();
    const metadata = await json(auth, '/.well-known/openid-configuration');
    expect(metadata).toMatchObject({
      issuer: ISSUER,
      authorization_endpoint: `${ISSUER}/oauth2/authorize`,
      token_endpoint: `${ISSUER}/oauth2/token`,
      jwks_uri: `${ISSUER}/jwks`,
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      code_challenge_methods_supported: ['S256'],
      authorization_response_iss_parameter_supported: true,
      id_token_signing_alg_values_supported: ['EdDSA'],
      scopes_supported: ['openid', 'profile', 'email', 'offline_access'],
    });
    expect(JSON.stringify(metadata)).not.toMatch(/password|implicit|token id_token|"plain"/);
  });

  it('serves RFC 8414 metadata below the issuer and at the address RFC 8414 builds for an issuer with a path', async () => {
    const auth = createProviderAuth({ provider: { scopes: { 'notes:read': { description: 'Read your notes' } } } });
    const below = await json(auth, '/.well-known/oauth-authorization-server');
    const inserted = await auth.handler(new Request(`${TEST_BASE_URL}/.well-known/oauth-authorization-server/api/auth`));
    expect(inserted.status).toBe(200);
    expect(await inserted.json()).toEqual(below);
    expect(below.scopes_supported).toContain('notes:read');
    expect((await auth.handler(new Request(`${TEST_BASE_URL}/.well-known/oauth-authorization-server/other`))).status).toBe(404);
  });

  it('refuses at start a token lifetime the key overlap cannot cover', async () => {
    const auth = createProviderAuth({ provider: { idTokenExpiresIn: 90_000 } });
    await expect(auth.$context).rejects.toThrow(/gracePeriod/);
  });
});

describe('keys shared with the jwt plugin', () => {
  it('signs with the current jwt key, and a token signed before rotation still verifies against the JWKS', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2030, 0, 1));
    const auth = createProviderAuth();
    const { jar, client } = await signedInWithClient(auth);
    const first = await obtainCode(auth, { jar, client });
    const before = (await redeem(auth, { client, ...first })).body.id_token as string;

    vi.setSystemTime(Date.UTC(2030, 0, 31, 0, 5)); // past the jwt plugin's 30-day rotation, and the provider's key cache
    const later = await signUp(auth, { email: 'later@example.com' }); // the first session ended meanwhile
    const second = await obtainCode(auth, { jar: later.jar, client });
    const after = (await redeem(auth, { client, ...second })).body.id_token as string;
    expect(decodeProtectedHeader(after).kid).not.toBe(decodeProtectedHeader(before).kid);

    const jwks = (await (await auth.handler(request('/jwks'))).json()) as JSONWebKeySet;
    expect(jwks.keys.map((key) => key.kid).sort()).toEqual([decodeProtectedHeader(before).kid, decodeProtectedHeader(after).kid].sort());
    const keys = createLocalJWKSet(jwks);
    const options = { issuer: ISSUER, audience: client.clientId, currentDate: new Date(Date.UTC(2030, 0, 1, 0, 30)) };
    await expect(jwtVerify(before, keys, options)).resolves.toBeTruthy();
    await expect(jwtVerify(after, keys, { ...options, currentDate: new Date() })).resolves.toBeTruthy();
  });
});
