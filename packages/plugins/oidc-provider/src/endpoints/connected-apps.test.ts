import { describe, expect, it } from 'vitest';
import { authorizationParams, authorize, createProviderAuth, introspectToken, locationOf, redeem, refresh, send, signedInWithClient, type ProviderAuth } from '@latchkey/test-utils/plugin-instances/oidc-provider';
import type { Jar } from '@latchkey/test-utils/plugin-instances/oidc-provider';

async function consentedTokens(auth: ProviderAuth) {
  const { jar, client } = await signedInWithClient(auth, {});
  const { params, verifier } = authorizationParams(client);
  const consentCode = locationOf(await authorize(auth, jar, params)).searchParams.get('consent_code') ?? '';
  const { redirectURI } = await auth.api.oauth2Consent({ body: { consentCode, accept: true }, headers: { cookie: jar.header() } });
  const code = new URL(redirectURI).searchParams.get('code') ?? '';
  return { jar, client, tokens: (await redeem(auth, { client, code, verifier })).body };
}

const list = async (auth: ProviderAuth, jar: Jar) => ((await (await send(auth, jar, '/oauth2/connected-apps')).json()) as { apps: { clientId: string; name: string; scopes: string[] }[] }).apps;

describe('connected apps', () => {
  it('lists the apps a user consented to; revoking one ends its refresh tokens and asks consent again', async () => {
    const auth = createProviderAuth();
    const { jar, client, tokens } = await consentedTokens(auth);
    expect(await list(auth, jar)).toEqual([{ clientId: client.clientId, name: 'Relying Party', scopes: ['openid', 'profile', 'email', 'offline_access'], grantedAt: expect.any(String) }]);
    expect((await send(auth, jar, '/oauth2/revoke-connected-app', { body: { clientId: client.clientId } })).status).toBe(200);
    expect(await list(auth, jar)).toEqual([]);
    expect((await refresh(auth, { client, refreshToken: String(tokens.refresh_token) })).body.error).toBe('invalid_grant');
    expect((await introspectToken(auth, { client, token: String(tokens.access_token) })).active).toBe(false);
    expect(locationOf(await authorize(auth, jar, authorizationParams(client).params)).pathname).toBe('/oauth/consent');
  });

  it('a user cannot revoke another user’s app tokens', async () => {
    const auth = createProviderAuth();
    const victim = await consentedTokens(auth);
    const attacker = await signedInWithClient(auth, {});
    await send(auth, attacker.jar, '/oauth2/revoke-connected-app', { body: { clientId: victim.client.clientId } });
    expect((await introspectToken(auth, { client: victim.client, token: String(victim.tokens.access_token) })).active).toBe(true);
  });
});
