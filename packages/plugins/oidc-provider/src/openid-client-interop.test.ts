// A relying party built on openid-client (the certified OpenID Connect client for Node) against a provider served over HTTP on loopback.
import { exportJWK, generateKeyPair } from 'jose';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasSession } from '@latchkey/test-utils/account-kit';
import type { LoopbackServer } from '@latchkey/test-utils/loopback-server';
import { locationOf, registerTestClient, serveProvider, signUp, type ProviderAuth } from '@latchkey/test-utils/plugin-instances/oidc-provider';

const REDIRECT = 'http://127.0.0.1/callback';
const SIGNED_OUT = 'http://127.0.0.1/signed-out';

let auth: ProviderAuth;
let server: LoopbackServer;

beforeAll(async () => {
  ({ auth, server } = await serveProvider());
});

afterAll(async () => {
  await server.close();
});

const discover = (clientId: string, authentication: oidc.ClientAuth): Promise<oidc.Configuration> =>
  oidc.discovery(new URL(`${server.origin}/api/auth`), clientId, undefined, authentication, { execute: [oidc.allowInsecureRequests] });

/** The browser half: a user signed in at the provider follows the relying party's authorization URL back to it. */
async function browse(config: oidc.Configuration, input: { email: string; redirectUri: string; scope: string; state: string; nonce?: string }) {
  const { jar, userId } = await signUp(auth, { email: input.email, name: 'Ada Lovelace' });
  const verifier = oidc.randomPKCECodeVerifier();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: input.redirectUri,
    scope: input.scope,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state: input.state,
    ...(input.nonce ? { nonce: input.nonce } : {}),
  });
  const callback = locationOf(await auth.handler(new Request(url, { headers: { cookie: jar.header() } })));
  return { jar, userId, verifier, callback };
}

describe('openid-client against the provider', () => {
  it('runs the code flow with PKCE, then userinfo, refresh, introspection, revocation and logout', async () => {
    const client = await registerTestClient(auth, { firstParty: true, redirectUris: [REDIRECT], postLogoutRedirectUris: [SIGNED_OUT] });
    const config = await discover(client.clientId, oidc.ClientSecretBasic(client.clientSecret ?? ''));
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const email = 'rp-user@example.com';
    const { jar, userId, verifier, callback } = await browse(config, { email, redirectUri: 'http://127.0.0.1:49152/callback', scope: 'openid profile email offline_access', state, nonce });
    expect(callback.searchParams.get('iss')).toBe(`${server.origin}/api/auth`);

    const tokens = await oidc.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedState: state, expectedNonce: nonce, idTokenExpected: true });
    expect(tokens.claims()).toMatchObject({ sub: userId, iss: `${server.origin}/api/auth`, aud: client.clientId, nonce, email });
    expect(await oidc.fetchUserInfo(config, tokens.access_token, userId)).toMatchObject({ sub: userId, name: 'Ada Lovelace', email });

    const refreshed = await oidc.refreshTokenGrant(config, tokens.refresh_token ?? '');
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    expect(await oidc.tokenIntrospection(config, refreshed.access_token)).toMatchObject({ active: true, sub: userId, client_id: client.clientId });

    await oidc.tokenRevocation(config, refreshed.refresh_token ?? '');
    expect(await oidc.tokenIntrospection(config, refreshed.access_token)).toMatchObject({ active: false });
    await expect(oidc.refreshTokenGrant(config, refreshed.refresh_token ?? '')).rejects.toMatchObject({ error: 'invalid_grant' });

    const logout = oidc.buildEndSessionUrl(config, { id_token_hint: tokens.id_token ?? '', post_logout_redirect_uri: SIGNED_OUT, state: 'bye' });
    const back = locationOf(await auth.handler(new Request(logout, { headers: { cookie: jar.header() } })));
    expect(back.toString()).toBe(`${SIGNED_OUT}?state=bye`);
    expect(await hasSession(auth, jar)).toBe(false);
  });

  it('refuses a tampered callback state, as the relying party checks it', async () => {
    const client = await registerTestClient(auth, { firstParty: true, redirectUris: [REDIRECT] });
    const config = await discover(client.clientId, oidc.ClientSecretBasic(client.clientSecret ?? ''));
    const { verifier, callback } = await browse(config, { email: 'rp-user-2@example.com', redirectUri: REDIRECT, scope: 'openid', state: 'expected' });
    await expect(oidc.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedState: 'other' })).rejects.toThrow();
  });

  it('authenticates a client with private_key_jwt', async () => {
    const { publicKey, privateKey } = await generateKeyPair('ES256', { extractable: true });
    const jwks = { keys: [{ ...(await exportJWK(publicKey)), alg: 'ES256' }] };
    const client = await registerTestClient(auth, { firstParty: true, redirectUris: [REDIRECT], tokenEndpointAuthMethod: 'private_key_jwt', jwks });
    const config = await discover(client.clientId, oidc.PrivateKeyJwt(privateKey));
    const { verifier, callback } = await browse(config, { email: 'rp-user-3@example.com', redirectUri: REDIRECT, scope: 'openid', state: 's' });
    const tokens = await oidc.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedState: 's' });
    expect(tokens.claims()?.aud).toBe(client.clientId);
  });
});
