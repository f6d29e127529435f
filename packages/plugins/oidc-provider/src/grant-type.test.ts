import { describe, expect, it } from 'vitest';
import {
  basic,
  createProviderAuth,
  formPost,
  ISSUER,
  authorizationParams,
  authorize,
  locationOf,
  obtainCode,
  redeem,
  refresh,
  registerTestClient,
  signedInWithClient,
} from '@latchkey/test-utils/plugin-instances/oidc-provider';
import { DEFAULT_GRANT_TYPES, DEVICE_CODE_GRANT, grantTypesOf } from './grant-type.js';

describe('grantTypesOf', () => {
  it('reads a stored array or its JSON text; a row without grant types keeps the code flow and refresh tokens', () => {
    expect(grantTypesOf(['authorization_code'])).toEqual(['authorization_code']);
    expect(grantTypesOf(`["refresh_token","${DEVICE_CODE_GRANT}","password"]`)).toEqual(['refresh_token', DEVICE_CODE_GRANT]);
    expect(grantTypesOf(null)).toEqual(DEFAULT_GRANT_TYPES);
    expect(grantTypesOf(undefined)).toEqual(DEFAULT_GRANT_TYPES);
    expect(grantTypesOf('not json')).toEqual(DEFAULT_GRANT_TYPES);
  });
});

describe('per-client grant types (RFC 7591 §2, RFC 6749 §5.2)', () => {
  it('a client registered for authorization_code only gets no refresh token and cannot use refresh_token or the device code', async () => {
    const auth = createProviderAuth();
    const { jar, client } = await signedInWithClient(auth, { firstParty: true, grantTypes: ['authorization_code'] });
    const { code, verifier } = await obtainCode(auth, { jar, client });
    const tokens = await redeem(auth, { client, code, verifier });
    expect(tokens.status).toBe(200);
    expect(tokens.body.refresh_token).toBeUndefined();

    // Its refresh token from before the change (a client an admin narrowed later) is refused too.
    const wide = await signedInWithClient(auth);
    const first = await obtainCode(auth, { jar: wide.jar, client: wide.client });
    const refreshToken = String((await redeem(auth, { client: wide.client, code: first.code, verifier: first.verifier })).body.refresh_token);
    await auth.api.updateOAuthClient({ body: { clientId: wide.client.clientId, data: { grantTypes: ['authorization_code'] } } });
    expect(await refresh(auth, { client: wide.client, refreshToken })).toEqual({
      status: 400,
      body: { error: 'unauthorized_client', error_description: 'The client is not registered for this grant type' },
    });
  });

  it('a grant the server does not serve stays unsupported_grant_type, before client authentication', async () => {
    const auth = createProviderAuth();
    const client = await registerTestClient(auth, { grantTypes: ['authorization_code'] });
    const answer = await formPost(auth, '/oauth2/token', { grant_type: DEVICE_CODE_GRANT, device_code: 'x' }, basic(client));
    expect(await answer.json()).toMatchObject({ error: 'unsupported_grant_type' });
  });

  it('a client registered without authorization_code is refused at the authorization endpoint with unauthorized_client', async () => {
    const auth = createProviderAuth();
    const { jar, client } = await signedInWithClient(auth, { firstParty: true, grantTypes: ['refresh_token'] });
    const location = locationOf(await authorize(auth, jar, authorizationParams(client).params));
    expect(location.searchParams.get('error')).toBe('unauthorized_client');
    expect(location.searchParams.get('code')).toBeNull();
  });

  it('admins set grant types; the device grant is refused without the device plugin; the default is the code flow with refresh', async () => {
    const auth = createProviderAuth();
    const { client } = await auth.api.createOAuthClient({ body: { name: 'X', redirectUris: ['https://x.example.com/cb'] } });
    expect(client.grantTypes).toEqual(['authorization_code', 'refresh_token']);
    await expect(auth.api.createOAuthClient({ body: { name: 'X', redirectUris: ['https://x.example.com/cb'], grantTypes: [DEVICE_CODE_GRANT] } })).rejects.toMatchObject({
      code: 'INVALID_CLIENT_METADATA',
    });
    await expect(auth.api.updateOAuthClient({ body: { clientId: client.clientId, data: { grantTypes: [DEVICE_CODE_GRANT] } } })).rejects.toMatchObject({
      code: 'INVALID_CLIENT_METADATA',
    });
    const updated = await auth.api.updateOAuthClient({ body: { clientId: client.clientId, data: { grantTypes: ['authorization_code'] } } });
    expect(updated.client.grantTypes).toEqual(['authorization_code']);
    const { clients } = await auth.api.listOAuthClients({});
    expect(clients[0]?.grantTypes).toEqual(['authorization_code']);
  });

  it('a client stored before grant types were recorded (null) keeps the code flow and refresh tokens', async () => {
    const auth = createProviderAuth();
    const { jar, client } = await signedInWithClient(auth);
    const ctx = await auth.$context;
    await ctx.db.updateMany({ model: 'oauthClient', where: [{ field: 'clientId', value: client.clientId }], update: { grantTypes: null } });
    const { code, verifier } = await obtainCode(auth, { jar, client });
    const tokens = await redeem(auth, { client, code, verifier });
    expect((await refresh(auth, { client, refreshToken: String(tokens.body.refresh_token) })).status).toBe(200);
  });

  it('dynamic registration records grant_types and refuses the device grant without the device plugin', async () => {
    const TOKEN = 'initial-access-token-0123456789-abcdef';
    const auth = createProviderAuth({ provider: { dynamicRegistration: { enabled: true, initialAccessToken: TOKEN } } });
    const register = (body: Record<string, unknown>) =>
      auth.handler(new Request(`${ISSUER}/oauth2/register`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` }, body: JSON.stringify(body) }));
    const narrow = await register({ redirect_uris: ['https://partner.example.com/cb'], grant_types: ['authorization_code'] });
    expect(await narrow.json()).toMatchObject({ grant_types: ['authorization_code'], response_types: ['code'] });
    const plain = await register({ redirect_uris: ['https://partner.example.com/cb'] });
    expect(await plain.json()).toMatchObject({ grant_types: ['authorization_code', 'refresh_token'] });
    const device = await register({ redirect_uris: ['https://partner.example.com/cb'], grant_types: [DEVICE_CODE_GRANT] });
    expect(device.status).toBe(400);
    expect(await device.json()).toMatchObject({ error: 'invalid_client_metadata' });
  });
});
