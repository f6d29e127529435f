import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { describe, expect, it } from 'vitest';
import { createProviderAuth, formPost, ISSUER, obtainCode, REDIRECT_URI, registerTestClient, signUp, type ProviderAuth } from '@latchkey/test-utils/plugin-instances/oidc-provider';

async function keyPair() {
  const { publicKey, privateKey } = await generateKeyPair('ES256', { extractable: true });
  return { privateKey, publicJwk: { ...(await exportJWK(publicKey)), alg: 'ES256', use: 'sig' } as JWK };
}

type Key = Awaited<ReturnType<typeof keyPair>>;

function assertion(clientId: string, key: Key, claims: { aud?: string; expiresIn?: number; jti?: string } = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256' })
    .setIssuer(clientId)
    .setSubject(clientId)
    .setAudience(claims.aud ?? `${ISSUER}/oauth2/token`)
    .setIssuedAt(now)
    .setExpirationTime(now + (claims.expiresIn ?? 60))
    .setJti(claims.jti ?? crypto.randomUUID())
    .sign(key.privateKey);
}

async function setUp(auth: ProviderAuth) {
  const key = await keyPair();
  const client = await registerTestClient(auth, { firstParty: true, tokenEndpointAuthMethod: 'private_key_jwt', jwks: { keys: [key.publicJwk] } });
  const { jar } = await signUp(auth, { email: 'ada@example.com' });
  const redeemWith = async (signed: string) => {
    const { code, verifier } = await obtainCode(auth, { jar, client });
    const body = { grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: REDIRECT_URI, client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer', client_assertion: signed };
    const response = await formPost(auth, '/oauth2/token', body);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  return { key, client, redeemWith };
}

describe('private_key_jwt client authentication', () => {
  it('accepts an assertion signed with a registered key, once', async () => {
    const auth = createProviderAuth();
    const { key, client, redeemWith } = await setUp(auth);
    expect(client.clientSecret).toBeNull();
    const signed = await assertion(client.clientId, key);
    expect((await redeemWith(signed)).status).toBe(200);
    expect(await redeemWith(signed)).toMatchObject({ status: 401, body: { error: 'invalid_client' } });
    expect((await redeemWith(await assertion(client.clientId, key, { aud: ISSUER }))).status).toBe(200);
  });

  it.each([
    ['another key', async (clientId: string) => assertion(clientId, await keyPair())],
    ['another audience', async (clientId: string, key: Key) => assertion(clientId, key, { aud: 'https://other.example.com/token' })],
    ['a life over five minutes', async (clientId: string, key: Key) => assertion(clientId, key, { expiresIn: 3600 })],
    ['an expired assertion', async (clientId: string, key: Key) => assertion(clientId, key, { expiresIn: -10 })],
    ['an unsigned assertion', async (clientId: string) => `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${Buffer.from(JSON.stringify({ iss: clientId, sub: clientId, aud: `${ISSUER}/oauth2/token`, exp: Math.floor(Date.now() / 1000) + 60, jti: 'x' })).toString('base64url')}.`],
  ])('refuses %s', async (_label, make) => {
    const auth = createProviderAuth();
    const { key, client, redeemWith } = await setUp(auth);
    expect(await redeemWith(await make(client.clientId, key))).toMatchObject({ status: 401, body: { error: 'invalid_client' } });
  });

  it('registration takes public keys only, and only for private_key_jwt; discovery announces the method', async () => {
    const auth = createProviderAuth();
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    const privateJwk = (await exportJWK(privateKey)) as Record<string, unknown>;
    await expect(registerTestClient(auth, { tokenEndpointAuthMethod: 'private_key_jwt', jwks: { keys: [privateJwk] } })).rejects.toMatchObject({ code: 'INVALID_CLIENT_METADATA' });
    await expect(registerTestClient(auth, { tokenEndpointAuthMethod: 'private_key_jwt' })).rejects.toMatchObject({ code: 'INVALID_CLIENT_METADATA' });
    const { publicJwk } = await keyPair();
    await expect(registerTestClient(auth, { jwks: { keys: [publicJwk as Record<string, unknown>] } })).rejects.toMatchObject({ code: 'INVALID_CLIENT_METADATA' });
    const metadata = (await (await auth.handler(new Request(`${ISSUER}/.well-known/openid-configuration`))).json()) as Record<string, string[]>;
    expect(metadata.token_endpoint_auth_methods_supported).toContain('private_key_jwt');
    expect(metadata.token_endpoint_auth_signing_alg_values_supported).not.toContain('HS256');
  });
});
