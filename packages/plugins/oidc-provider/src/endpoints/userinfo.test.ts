import { describe, expect, it } from 'vitest';
import { createProviderAuth, ISSUER, obtainCode, redeem, signedInWithClient, type ProviderAuth } from '@latchkey/test-utils/plugin-instances/oidc-provider';

function userinfo(auth: ProviderAuth, token: string | null): Promise<Response> {
  return auth.handler(new Request(`${ISSUER}/oauth2/userinfo`, { headers: token === null ? {} : { authorization: `Bearer ${token}` } }));
}

async function tokensFor(auth: ProviderAuth, scope: string) {
  const { jar, userId, client } = await signedInWithClient(auth);
  const { code, verifier } = await obtainCode(auth, { jar, client, overrides: { scope } });
  return { userId, client, body: (await redeem(auth, { client, code, verifier })).body };
}

describe('GET /oauth2/userinfo', () => {
  it('answers the claims the scopes release', async () => {
    const auth = createProviderAuth();
    const { userId, body } = await tokensFor(auth, 'openid email');
    const response = await userinfo(auth, String(body.access_token));
    expect(response.status).toBe(200);
    const claims = (await response.json()) as Record<string, unknown>;
    expect(claims).toEqual({ sub: userId, email: expect.stringMatching(/@example\.com$/), email_verified: false });
  });

  it('answers the same on POST, as a relying party may send it', async () => {
    const auth = createProviderAuth();
    const { userId, body } = await tokensFor(auth, 'openid');
    const response = await auth.handler(
      new Request(`${ISSUER}/oauth2/userinfo`, {
        method: 'POST',
        headers: { authorization: `Bearer ${String(body.access_token)}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: '',
      }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ sub: userId });
  });

  it('adds an app scope’s claims, which cannot change sub', async () => {
    const auth = createProviderAuth({ provider: { scopes: { tenant: { description: 'Your tenant', claims: () => ({ tenant: 'acme', sub: 'someone-else' }) } } } });
    const { userId, body } = await tokensFor(auth, 'openid tenant');
    expect(await (await userinfo(auth, String(body.access_token))).json()).toEqual({ sub: userId, tenant: 'acme' });
  });

  it('401 with a Bearer challenge without a token, with a forged one, or without openid', async () => {
    const auth = createProviderAuth();
    const none = await userinfo(auth, null);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer');
    const forged = await userinfo(auth, 'eyJhbGciOiJub25lIiwidHlwIjoiYXQrand0In0.eyJzdWIiOiJ4In0.');
    expect(forged.status).toBe(401);
    expect(forged.headers.get('www-authenticate')).toMatch(/invalid_token/);
    const { body } = await tokensFor(auth, 'email');
    expect((await userinfo(auth, String(body.access_token))).status).toBe(401);
  });

  it('an ID token is not an access token', async () => {
    const auth = createProviderAuth();
    const { body } = await tokensFor(auth, 'openid');
    expect((await userinfo(auth, String(body.id_token))).status).toBe(401);
  });
});
