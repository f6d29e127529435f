import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify, type JSONWebKeySet } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  basic,
  createProviderAuth,
  formPost,
  introspectToken,
  ISSUER,
  obtainCode,
  redeem,
  refresh,
  REDIRECT_URI,
  registerTestClient,
  request,
  signedInWithClient,
  type ProviderAuth,
} from '@latchkey/test-utils/plugin-instances/oidc-provider';

afterEach(() => vi.useRealTimers());

async function keySet(auth: ProviderAuth) {
  return createLocalJWKSet((await (await auth.handler(request('/jwks'))).json()) as JSONWebKeySet);
}

describe('POST /oauth2/token: authorization_code', () => {
  it('answers an ID token and a JWT access token signed with the JWKS keys, and a refresh token', async () => {
    const auth = createProviderAuth();
    const { jar, userId, client } = await signedInWithClient(auth);
    const { code, verifier } = await obtainCode(auth, { jar, client });
    const { status, body } = await redeem(auth, { client, code, verifier });
    expect(status).toBe(200);
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 900, scope: 'openid profile email offline_access' });
    const keys = await keySet(auth);
    const id = await jwtVerify(String(body.id_token), keys, { issuer: ISSUER, audience: client.clientId });
    expect(id.payload).toMatchObject({ sub: userId, nonce: 'nonce-456', name: 'Ada Lovelace', email_verified: false, azp: client.clientId });
    expect(typeof id.payload.auth_time).toBe('number');
    const access = await jwtVerify(String(body.access_token), keys, { issuer: ISSUER, audience: ISSUER, typ: 'at+jwt' });
    expect(access.payload).toMatchObject({ sub: userId, client_id: client.clientId, scope: 'openid profile email offline_access' });
    expect(decodeProtectedHeader(String(body.access_token)).typ).toBe('at+jwt');
    expect(typeof body.refresh_token).toBe('string');
  });

  it('a code lives at most 60 seconds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2030, 0, 1));
    const auth = createProviderAuth();
    const { jar, client } = await signedInWithClient(auth);
    const { code, verifier } = await obtainCode(auth, { jar, client });
    vi.setSystemTime(Date.UTC(2030, 0, 1, 0, 1, 1));
    expect((await redeem(auth, { client, code, verifier })).body.error).toBe('invalid_grant');
    expect(() => createProviderAuth({ provider: { codeExpiresIn: 120 } })).toThrow(/codeExpiresIn/);
  });

  it('code replay revokes the tokens issued from it', async () => {
    const auth = createProviderAuth();
    const { jar, client } = await signedInWithClient(auth);
    const { code, verifier } = await obtainCode(auth, { jar, client });
    const first = await redeem(auth, { client, code, verifier });
    expect((await introspectToken(auth, { client, token: String(first.body.access_token) })).active).toBe(true);
    const replay = await redeem(auth, { client, code, verifier });
    expect(replay).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    expect((await introspectToken(auth, { client, token: String(first.body.access_token) })).active).toBe(false);
    expect((await refresh(auth, { client, refreshToken: String(first.body.refresh_token) })).body.error).toBe('invalid_grant');
  });

  it('a code is single-use under concurrency: of ten redemptions one gets tokens, and they end revoked', async () => {
    const auth = createProviderAuth();
    const { jar, client } = await signedInWithClient(auth);
    const { code, verifier } = await obtainCode(auth, { jar, client });
    const answers = await Promise.all(Array.from({ length: 10 }, () => redeem(auth, { client, code, verifier })));
    const granted = answers.filter((answer) => answer.status === 200);
    expect(granted.length).toBeLessThanOrEqual(1);
    for (const answer of granted) expect((await introspectToken(auth, { client, token: String(answer.body.access_token) })).active).toBe(false);
  });

  it('a code used by another client, with the wrong verifier or another redirect URI is refused and stays usable', async () => {
    const auth = createProviderAuth();
    const { jar, client } = await signedInWithClient(auth);
    const other = await registerTestClient(auth);
    const { code, verifier } = await obtainCode(auth, { jar, client });
    expect((await redeem(auth, { client: other, code, verifier })).body.error).toBe('invalid_grant');
    expect((await redeem(auth, { client, code, verifier: 'x'.repeat(43) })).body.error).toBe('invalid_grant');
    expect((await redeem(auth, { client, code, verifier: '' })).body.error).toBe('invalid_grant');
    expect((await redeem(auth, { client, code, verifier, redirectUri: 'https://rp.example.com/other' })).body.error).toBe('invalid_grant');
    expect((await redeem(auth, { client, code, verifier })).status).toBe(200);
  });

  it('client authentication: wrong secret, another method than registered, or none for a confidential client', async () => {
    const auth = createProviderAuth();
    const { jar, client } = await signedInWithClient(auth);
    const { code, verifier } = await obtainCode(auth, { jar, client });
    const body = { grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: 'https://rp.example.com/callback' };
    const wrong = await formPost(auth, '/oauth2/token', body, basic({ ...client, clientSecret: 'nope' }));
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toMatch(/^Basic/);
    expect(await wrong.json()).toMatchObject({ error: 'invalid_client' });
    const post = await formPost(auth, '/oauth2/token', { ...body, client_id: client.clientId, client_secret: client.clientSecret ?? '' });
    expect(post.status).toBe(401);
    expect((await formPost(auth, '/oauth2/token', { ...body, client_id: client.clientId })).status).toBe(401);
  });

  it('client_secret_post and public clients', async () => {
    const auth = createProviderAuth();
    const { jar, client } = await signedInWithClient(auth, { firstParty: true, tokenEndpointAuthMethod: 'client_secret_post' });
    const first = await obtainCode(auth, { jar, client });
    const body = { grant_type: 'authorization_code', code: first.code, code_verifier: first.verifier, redirect_uri: 'https://rp.example.com/callback' };
    expect((await formPost(auth, '/oauth2/token', { ...body, client_id: client.clientId, client_secret: client.clientSecret ?? '' })).status).toBe(200);

    const pub = await registerTestClient(auth, { firstParty: true, tokenEndpointAuthMethod: 'none' });
    expect(pub.clientSecret).toBeNull();
    const second = await obtainCode(auth, { jar, client: pub });
    const answer = await formPost(auth, '/oauth2/token', { ...body, code: second.code, code_verifier: second.verifier, client_id: pub.clientId });
    expect(answer.status).toBe(200);
  });

  it('a repeated parameter is refused, never read as one of its values: the code stays usable', async () => {
    const auth = createProviderAuth();
    const { jar, client } = await signedInWithClient(auth);
    const { code, verifier } = await obtainCode(auth, { jar, client });
    const polluted = `grant_type=authorization_code&code=${code}&code_verifier=${'x'.repeat(43)}&code_verifier=${verifier}&redirect_uri=${encodeURIComponent(REDIRECT_URI)}`;
    const response = await auth.handler(
      new Request(`${ISSUER}/oauth2/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...basic(client) }, body: polluted }),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as Record<string, unknown>).access_token).toBeUndefined();
    expect((await redeem(auth, { client, code, verifier })).status).toBe(200);
  });

  it('refuses the password grant, client credentials and the implicit grant', async () => {
    const auth = createProviderAuth();
    const client = await registerTestClient(auth);
    for (const grant of ['password', 'client_credentials', 'implicit', 'urn:ietf:params:oauth:grant-type:jwt-bearer']) {
      const response = await formPost(auth, '/oauth2/token', { grant_type: grant, username: 'a', password: 'b' }, basic(client));
      expect(await response.json()).toMatchObject({ error: 'unsupported_grant_type' });
    }
  });
});

describe('POST /oauth2/token: refresh_token', () => {
  it('rotates the refresh token on every use; reusing a spent one revokes the whole family', async () => {
    const auth = createProviderAuth();
    const { jar, client } = await signedInWithClient(auth);
    const { code, verifier } = await obtainCode(auth, { jar, client });
    const first = (await redeem(auth, { client, code, verifier })).body;
    const second = await refresh(auth, { client, refreshToken: String(first.refresh_token) });
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).not.toBe(first.refresh_token);
    expect(decodeJwt(String(second.body.id_token)).nonce).toBeUndefined();

    const reuse = await refresh(auth, { client, refreshToken: String(first.refresh_token) });
    expect(reuse.body.error).toBe('invalid_grant');
    expect((await refresh(auth, { client, refreshToken: String(second.body.refresh_token) })).body.error).toBe('invalid_grant');
    expect((await introspectToken(auth, { client, token: String(second.body.access_token) })).active).toBe(false);
  });

  it('another client cannot use the refresh token; scope may narrow, never widen', async () => {
    const auth = createProviderAuth();
    const { jar, client } = await signedInWithClient(auth);
    const other = await registerTestClient(auth);
    const { code, verifier } = await obtainCode(auth, { jar, client, overrides: { scope: 'openid offline_access' } });
    const tokens = (await redeem(auth, { client, code, verifier })).body;
    expect((await refresh(auth, { client: other, refreshToken: String(tokens.refresh_token) })).body.error).toBe('invalid_grant');
    const wider = await formPost(auth, '/oauth2/token', { grant_type: 'refresh_token', refresh_token: String(tokens.refresh_token), scope: 'openid email offline_access' }, basic(client));
    expect(await wider.json()).toMatchObject({ error: 'invalid_scope' });
    const narrower = await formPost(auth, '/oauth2/token', { grant_type: 'refresh_token', refresh_token: String(tokens.refresh_token), scope: 'openid' }, basic(client));
    expect(await narrower.json()).toMatchObject({ scope: 'openid' });
  });

});

describe('audiences', () => {
  it('tokens for one resource are rejected at another audience, and one client cannot introspect another client’s token', async () => {
    const auth = createProviderAuth({ provider: { resources: ['https://api-a.example.com', 'https://api-b.example.com'] } });
    const { jar, client } = await signedInWithClient(auth);
    const other = await registerTestClient(auth);
    const { code, verifier } = await obtainCode(auth, { jar, client, overrides: { resource: 'https://api-a.example.com' } });
    const { access_token: accessToken } = (await redeem(auth, { client, code, verifier })).body;
    const keys = await keySet(auth);
    await expect(jwtVerify(String(accessToken), keys, { issuer: ISSUER, audience: 'https://api-a.example.com' })).resolves.toBeTruthy();
    await expect(jwtVerify(String(accessToken), keys, { issuer: ISSUER, audience: 'https://api-b.example.com' })).rejects.toThrow(/aud/);
    expect(await introspectToken(auth, { client: other, token: String(accessToken) })).toEqual({ active: false });
    expect(await introspectToken(auth, { client, token: String(accessToken) })).toMatchObject({ active: true, aud: 'https://api-a.example.com' });
  });
});
