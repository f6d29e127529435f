import { createLocalJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOidcProvider, type OidcTestProvider } from './oidc-provider.js';

const REDIRECT = 'http://127.0.0.1/callback';
const VERIFIER = 'v'.repeat(64);
// S256 of 64 × "v", computed independently of the code under test.
const CHALLENGE = Buffer.from(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(VERIFIER))).toString('base64url');

describe('startOidcProvider', () => {
  let op: OidcTestProvider;
  beforeAll(async () => {
    op = await startOidcProvider({ accounts: [{ sub: 'u1', email: 'ada@example.com', email_verified: true, name: 'Ada' }] });
  });
  afterAll(() => op.close());

  const authURL = (clientId: string): URL => {
    const url = new URL('/auth', op.issuer);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: clientId,
      redirect_uri: REDIRECT,
      scope: 'openid email profile',
      state: 'st',
      nonce: 'n',
      code_challenge: CHALLENGE,
      code_challenge_method: 'S256',
    }).toString();
    return url;
  };

  it('serves discovery with the loopback issuer', async () => {
    const config = (await (await fetch(`${op.issuer}/.well-known/openid-configuration`)).json()) as Record<string, unknown>;
    expect(config.issuer).toBe(op.issuer);
    expect(config.jwks_uri).toBe(op.jwksURI);
  });

  it('completes a login without a browser and issues RS256 ID tokens with the account claims', async () => {
    const result = await op.authorize(authURL('basic-client'), 'u1');
    expect(result.state).toBe('st');
    expect(result.iss).toBe(op.issuer);
    expect(result.code).toBeTruthy();
    const response = await fetch(`${op.issuer}/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from('basic-client:basic-secret').toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ grant_type: 'authorization_code', code: result.code ?? '', redirect_uri: REDIRECT, code_verifier: VERIFIER }),
    });
    const tokens = (await response.json()) as { id_token: string; refresh_token?: string };
    expect(response.status).toBe(200);
    expect(tokens.refresh_token).toBeTruthy();
    const jwks = (await (await fetch(op.jwksURI)).json()) as Parameters<typeof createLocalJWKSet>[0];
    const { payload, protectedHeader } = await jwtVerify(tokens.id_token, createLocalJWKSet(jwks), { issuer: op.issuer, audience: 'basic-client' });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload).toMatchObject({ sub: 'u1', email: 'ada@example.com', email_verified: true, name: 'Ada', nonce: 'n' });
  });

  it('refuses an authorization request without PKCE', async () => {
    const url = authURL('post-client');
    url.searchParams.delete('code_challenge');
    url.searchParams.delete('code_challenge_method');
    const result = await op.authorize(url, 'u1');
    expect(result.error).toBe('invalid_request');
  });

  it('mints tokens signed by the published key, a rotated key or a foreign one', async () => {
    const jwksFor = async () => createLocalJWKSet((await (await fetch(op.jwksURI)).json()) as Parameters<typeof createLocalJWKSet>[0]);
    await expect(jwtVerify(await op.mintIdToken({ sub: 'u1' }), await jwksFor())).resolves.toBeTruthy();
    await expect(jwtVerify(await op.mintIdToken({ sub: 'u1' }, { key: 'foreign' }), await jwksFor())).rejects.toThrow();
    await op.rotateSigningKey();
    await expect(jwtVerify(await op.mintIdToken({ sub: 'u1' }, { key: 'rotated' }), await jwksFor())).resolves.toBeTruthy();
    expect((await op.mintIdToken({ sub: 'u1' }, { key: 'none' })).endsWith('.')).toBe(true);
  });
});
