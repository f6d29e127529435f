// The OpenID provider with the device authorization plugin: RFC 8628 for the
// provider's registered clients, approved on the device plugin's page, with
// the provider's tokens.
import { describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { deviceAuthorization } from '@latchkey/device-authorization';
import { send, signUp } from '../account-kit.js';
import { basic, createProviderAuth, formPost, ISSUER, introspectToken, refresh, registerTestClient, type ProviderAuth, type TestClient } from '../plugin-instances/oidc-provider.js';
import { bareRequest } from '../test-instance.js';

const GRANT = 'urn:ietf:params:oauth:grant-type:device_code';

/** The fields of a device authorization answer the tests read. */
interface DeviceCodes {
  device_code: string;
  user_code: string;
  verification_uri_complete: string;
}

function deviceProvider(): ProviderAuth {
  return createProviderAuth({ plugins: [deviceAuthorization({ interval: 0 })] });
}

async function json(response: Response): Promise<{ status: number; body: Record<string, unknown> }> {
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A client registered for the device grant (and the code flow's two). */
function deviceClient(auth: ProviderAuth, metadata: { scope?: string } = {}): Promise<TestClient> {
  return registerTestClient(auth, { grantTypes: ['authorization_code', 'refresh_token', GRANT], ...metadata });
}

/** The device asks the provider for codes, as the client it is registered as. */
async function startFlow(auth: ProviderAuth, client: TestClient, scope = 'openid profile offline_access') {
  return json(await formPost(auth, '/oauth2/device-authorization', { scope }, basic(client)));
}

/** One poll of the provider's token endpoint. */
async function poll(auth: ProviderAuth, client: TestClient, deviceCode: string) {
  return json(await formPost(auth, '/oauth2/token', { grant_type: GRANT, device_code: deviceCode }, basic(client)));
}

/** A signed-in person opens the code on the verification page and approves (or denies) it. */
async function decide(auth: ProviderAuth, userCode: string, decision: 'approve' | 'deny' = 'approve', email = 'ada@example.com') {
  const { jar, userId } = await signUp(auth, { email });
  expect((await send(auth, jar, `/device?user_code=${encodeURIComponent(userCode)}`)).status).toBe(200);
  expect((await send(auth, jar, `/device/${decision}`, { body: { userCode } })).status).toBe(200);
  return userId;
}

describe('oidc-provider with the device authorization plugin', () => {
  it('discovery names the device endpoint and grant only when the device plugin is on', async () => {
    const metadata = (await (await deviceProvider().handler(new Request(`${ISSUER}/.well-known/openid-configuration`))).json()) as Record<string, unknown>;
    expect(metadata.device_authorization_endpoint).toBe(`${ISSUER}/oauth2/device-authorization`);
    expect(metadata.grant_types_supported).toContain(GRANT);
    const without = (await (await createProviderAuth().handler(new Request(`${ISSUER}/.well-known/openid-configuration`))).json()) as Record<string, unknown>;
    expect(without.device_authorization_endpoint).toBeUndefined();
    expect(without.grant_types_supported).not.toContain(GRANT);
  });

  it('a registered client runs the flow: pending, then approval on the device page, then the code-flow tokens, once', async () => {
    const auth = deviceProvider();
    const client = await deviceClient(auth);
    const started = await startFlow(auth, client);
    expect(started.status).toBe(200);
    const { device_code: deviceCode, user_code: userCode, verification_uri_complete: complete } = started.body as unknown as DeviceCodes;
    expect(complete).toContain('user_code=');

    expect(await poll(auth, client, deviceCode)).toMatchObject({ status: 400, body: { error: 'authorization_pending' } });
    const userId = await decide(auth, userCode);
    const tokens = await poll(auth, client, deviceCode);
    expect(tokens.status).toBe(200);
    expect(tokens.body).toMatchObject({ token_type: 'Bearer', scope: 'openid profile offline_access' });
    const idToken = decodeJwt(String(tokens.body.id_token));
    expect(idToken).toMatchObject({ iss: ISSUER, sub: userId, aud: client.clientId, name: 'Test User' });
    expect(await introspectToken(auth, { client, token: String(tokens.body.access_token) })).toMatchObject({ active: true, sub: userId });
    expect((await refresh(auth, { client, refreshToken: String(tokens.body.refresh_token) })).status).toBe(200);

    expect(await poll(auth, client, deviceCode)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('without offline_access the device gets no refresh token: there is no session to bind one to', async () => {
    const auth = deviceProvider();
    const client = await deviceClient(auth);
    const { device_code: deviceCode, user_code: userCode } = (await startFlow(auth, client, 'openid')).body as unknown as DeviceCodes;
    await decide(auth, userCode);
    const tokens = await poll(auth, client, deviceCode);
    expect(tokens.status).toBe(200);
    expect(tokens.body.refresh_token).toBeUndefined();
    expect(tokens.body.id_token).toBeTypeOf('string');
  });

  it('a denial answers access_denied', async () => {
    const auth = deviceProvider();
    const client = await deviceClient(auth);
    const { device_code: deviceCode, user_code: userCode } = (await startFlow(auth, client)).body as unknown as DeviceCodes;
    await decide(auth, userCode, 'deny');
    expect(await poll(auth, client, deviceCode)).toMatchObject({ status: 400, body: { error: 'access_denied' } });
  });

  it('client authentication is required at both endpoints, as for the other grants', async () => {
    const auth = deviceProvider();
    const client = await deviceClient(auth);
    const wrong = { ...client, clientSecret: 'not-the-secret' };
    expect(await startFlow(auth, wrong)).toMatchObject({ status: 401, body: { error: 'invalid_client' } });
    const { device_code: deviceCode, user_code: userCode } = (await startFlow(auth, client)).body as unknown as DeviceCodes;
    await decide(auth, userCode);
    expect(await poll(auth, wrong, deviceCode)).toMatchObject({ status: 401, body: { error: 'invalid_client' } });
    const withoutAuth = await json(await formPost(auth, '/oauth2/token', { grant_type: GRANT, device_code: deviceCode, client_id: client.clientId }));
    expect(withoutAuth).toMatchObject({ status: 401, body: { error: 'invalid_client' } });
    expect((await poll(auth, client, deviceCode)).status).toBe(200);
  });

  it('another client cannot redeem the code', async () => {
    const auth = deviceProvider();
    const client = await deviceClient(auth);
    const other = await deviceClient(auth);
    const { device_code: deviceCode, user_code: userCode } = (await startFlow(auth, client)).body as unknown as DeviceCodes;
    await decide(auth, userCode);
    expect(await poll(auth, other, deviceCode)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    expect((await poll(auth, client, deviceCode)).status).toBe(200);
  });

  it('a provider code cannot be turned into a session at /device/token, nor a /device/code code into provider tokens', async () => {
    const auth = deviceProvider();
    const client = await deviceClient(auth);
    const ours = (await startFlow(auth, client)).body as unknown as DeviceCodes;
    await decide(auth, ours.user_code);
    const asSession = await json(await auth.handler(bareRequest('/device/token', { body: { grant_type: GRANT, device_code: ours.device_code, client_id: client.clientId } })));
    expect(asSession).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    expect(asSession.body.access_token).toBeUndefined();

    const plain = (await json(await auth.handler(bareRequest('/device/code', { body: { client_id: client.clientId, scope: 'openid' } })))).body as unknown as DeviceCodes;
    await decide(auth, plain.user_code, 'approve', 'grace@example.com');
    expect(await poll(auth, client, plain.device_code)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('a scope the client was not registered for, or an unknown one, is refused', async () => {
    const auth = deviceProvider();
    const client = await deviceClient(auth, { scope: 'openid profile' });
    expect(await startFlow(auth, client, 'openid offline_access')).toMatchObject({ status: 400, body: { error: 'invalid_scope' } });
    expect(await startFlow(auth, client, 'openid admin')).toMatchObject({ status: 400, body: { error: 'invalid_scope' } });
  });

  it('of simultaneous polls after approval exactly one receives tokens', async () => {
    const auth = deviceProvider();
    const client = await deviceClient(auth);
    const { device_code: deviceCode, user_code: userCode } = (await startFlow(auth, client)).body as unknown as DeviceCodes;
    await decide(auth, userCode);
    const answers = await Promise.all(Array.from({ length: 10 }, () => poll(auth, client, deviceCode)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
  });

  it('a client not registered for the device grant is refused with unauthorized_client at both endpoints', async () => {
    const auth = deviceProvider();
    const codeOnly = await registerTestClient(auth);
    expect(await startFlow(auth, codeOnly)).toMatchObject({ status: 400, body: { error: 'unauthorized_client' } });
    const client = await deviceClient(auth);
    const { device_code: deviceCode, user_code: userCode } = (await startFlow(auth, client)).body as unknown as DeviceCodes;
    await decide(auth, userCode);
    // Another client's code is never redeemed, but the grant itself is refused first.
    expect(await poll(auth, codeOnly, deviceCode)).toMatchObject({ status: 400, body: { error: 'unauthorized_client' } });
    expect((await poll(auth, client, deviceCode)).status).toBe(200);
  });

  it('dynamic registration accepts the device grant when the device plugin is on', async () => {
    const token = 'initial-access-token-0123456789-abcdef';
    const auth = createProviderAuth({ provider: { dynamicRegistration: { enabled: true, initialAccessToken: token } }, plugins: [deviceAuthorization({ interval: 0 })] });
    const registered = await auth.handler(
      new Request(`${ISSUER}/oauth2/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ redirect_uris: ['https://tv.example.com/cb'], grant_types: [GRANT, 'refresh_token'] }),
      }),
    );
    expect(registered.status).toBe(201);
    const client = (await registered.json()) as { client_id: string; client_secret: string; grant_types: string[]; response_types: string[] };
    expect(client).toMatchObject({ grant_types: [GRANT, 'refresh_token'], response_types: [] });
    expect((await startFlow(auth, { clientId: client.client_id, clientSecret: client.client_secret })).status).toBe(200);
  });

  it('a repeated scope or client_id at the device authorization endpoint answers invalid_request naming it', async () => {
    const auth = deviceProvider();
    const client = await registerTestClient(auth, { tokenEndpointAuthMethod: 'none', grantTypes: [GRANT] });
    const send = (body: string) =>
      auth.handler(new Request(`${ISSUER}/oauth2/device-authorization`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body }));
    for (const [name, body] of [
      ['scope', `client_id=${client.clientId}&scope=openid&scope=openid%20offline_access`],
      ['client_id', `client_id=${client.clientId}&client_id=${client.clientId}&scope=openid`],
    ]) {
      expect(await json(await send(body ?? ''))).toEqual({ status: 400, body: { error: 'invalid_request', error_description: `Repeated parameter ${name}` } });
    }
    expect((await json(await send(`client_id=${client.clientId}&scope=openid`))).status).toBe(200);
  });
});
