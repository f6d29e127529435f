import { describe, expect, it } from 'vitest';
import { basic, createProviderAuth, formPost, introspectToken, obtainCode, redeem, refresh, registerTestClient, signedInWithClient } from '@latchkey/test-utils/plugin-instances/oidc-provider';

async function issued(auth: ReturnType<typeof createProviderAuth>) {
  const { jar, userId, client } = await signedInWithClient(auth);
  const { code, verifier } = await obtainCode(auth, { jar, client });
  return { userId, client, tokens: (await redeem(auth, { client, code, verifier })).body };
}

describe('POST /oauth2/introspect', () => {
  it('describes an active access token and refresh token to their client', async () => {
    const auth = createProviderAuth();
    const { userId, client, tokens } = await issued(auth);
    expect(await introspectToken(auth, { client, token: String(tokens.access_token) })).toMatchObject({
      active: true,
      client_id: client.clientId,
      sub: userId,
      token_type: 'Bearer',
      scope: 'openid profile email offline_access',
    });
    expect(await introspectToken(auth, { client, token: String(tokens.refresh_token) })).toMatchObject({ active: true, token_type: 'refresh_token' });
    expect(await introspectToken(auth, { client, token: 'unknown' })).toEqual({ active: false });
  });

  it('needs client authentication', async () => {
    const auth = createProviderAuth();
    const { tokens } = await issued(auth);
    const response = await formPost(auth, '/oauth2/introspect', { token: String(tokens.access_token) });
    expect(response.status).toBe(401);
  });
});

describe('POST /oauth2/revoke', () => {
  it('revoking a refresh token ends its family; revoking an access token ends only it', async () => {
    const auth = createProviderAuth();
    const { client, tokens } = await issued(auth);
    const second = (await refresh(auth, { client, refreshToken: String(tokens.refresh_token) })).body;
    const response = await formPost(auth, '/oauth2/revoke', { token: String(tokens.access_token), token_type_hint: 'access_token' }, basic(client));
    expect(response.status).toBe(200);
    expect((await introspectToken(auth, { client, token: String(tokens.access_token) })).active).toBe(false);
    expect((await introspectToken(auth, { client, token: String(second.access_token) })).active).toBe(true);
    await formPost(auth, '/oauth2/revoke', { token: String(second.refresh_token) }, basic(client));
    expect((await introspectToken(auth, { client, token: String(second.access_token) })).active).toBe(false);
    expect((await refresh(auth, { client, refreshToken: String(second.refresh_token) })).body.error).toBe('invalid_grant');
  });

  it('another client’s token answers 200 and stays active', async () => {
    const auth = createProviderAuth();
    const { client, tokens } = await issued(auth);
    const other = await registerTestClient(auth);
    const response = await formPost(auth, '/oauth2/revoke', { token: String(tokens.refresh_token) }, basic(other));
    expect(response.status).toBe(200);
    expect((await introspectToken(auth, { client, token: String(tokens.refresh_token) })).active).toBe(true);
  });
});
