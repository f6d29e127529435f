import { describe, expect, it } from 'vitest';
import { basic, createProviderAuth, errorOf, formPost, obtainCode, redeem, send, signedInWithClient, signUp, type ProviderAuth } from '@latchkey/test-utils/plugin-instances/oidc-provider';

async function admin(auth: ProviderAuth) {
  const signedUp = await signUp(auth, { email: 'admin@example.com' });
  const ctx = await auth.$context;
  await ctx.db.update({ model: 'user', where: [{ field: 'id', value: signedUp.userId }], update: { name: 'Admin' } });
  return signedUp;
}

// The admin plugin's `role` field is not on this instance: an app-defined check stands in.
const byName = { isAdmin: (user: { name: string }) => user.name === 'Admin' };

describe('client administration', () => {
  it('an admin creates, lists, updates, rotates the secret of and deletes a client; the secret is shown once and stored hashed', async () => {
    const auth = createProviderAuth({ provider: byName });
    const { jar } = await admin(auth);
    const created = await send(auth, jar, '/oauth2/create-client', { body: { name: 'Docs site', redirectUris: ['https://docs.example.com/cb'] } });
    expect(created.status).toBe(200);
    const { client, clientSecret } = (await created.json()) as { client: { clientId: string }; clientSecret: string };
    expect(clientSecret).toMatch(/^[A-Za-z0-9]{48}$/);
    expect(JSON.stringify(client)).not.toContain('clientSecretHash');
    const ctx = await auth.$context;
    const stored = await ctx.db.findOne<{ clientSecretHash: string }>({ model: 'oauthClient', where: [{ field: 'clientId', value: client.clientId }] });
    expect(stored?.clientSecretHash).not.toContain(clientSecret);

    const list = (await (await send(auth, jar, '/oauth2/list-clients')).json()) as { clients: { clientId: string }[] };
    expect(list.clients.map((c) => c.clientId)).toEqual([client.clientId]);
    expect(JSON.stringify(list)).not.toMatch(/clientSecret/);

    const updated = await send(auth, jar, '/oauth2/update-client', { body: { clientId: client.clientId, data: { name: 'Docs', redirectUris: ['https://docs.example.com/callback'] } } });
    expect(await updated.json()).toMatchObject({ client: { name: 'Docs', redirectUris: ['https://docs.example.com/callback'] } });

    const rotated = (await (await send(auth, jar, '/oauth2/rotate-client-secret', { body: { clientId: client.clientId } })).json()) as { clientSecret: string };
    expect(rotated.clientSecret).not.toBe(clientSecret);
    const oldSecret = await formPost(auth, '/oauth2/introspect', { token: 'x' }, basic({ clientId: client.clientId, clientSecret }));
    expect(oldSecret.status).toBe(401);
    const newSecret = await formPost(auth, '/oauth2/introspect', { token: 'x' }, basic({ clientId: client.clientId, clientSecret: rotated.clientSecret }));
    expect(newSecret.status).toBe(200);

    expect((await send(auth, jar, '/oauth2/delete-client', { body: { clientId: client.clientId } })).status).toBe(200);
    expect(await errorOf(await send(auth, jar, '/oauth2/delete-client', { body: { clientId: client.clientId } }))).toMatchObject({ status: 404, code: 'OAUTH_CLIENT_NOT_FOUND' });
  });

  it('a user who is not an admin, and a signed-out caller, are refused', async () => {
    const auth = createProviderAuth({ provider: byName });
    const { jar } = await signUp(auth, { email: 'user@example.com' });
    const body = { name: 'X', redirectUris: ['https://x.example.com/cb'] };
    expect(await errorOf(await send(auth, jar, '/oauth2/create-client', { body }))).toMatchObject({ status: 403, code: 'NOT_ALLOWED_TO_MANAGE_OAUTH_CLIENTS' });
    expect(await errorOf(await send(auth, null, '/oauth2/list-clients'))).toMatchObject({ status: 401 });
  });

  it('refuses unsafe redirect URIs', async () => {
    const auth = createProviderAuth();
    for (const uri of ['http://docs.example.com/cb', 'https://docs.example.com/cb#x', 'javascript:alert(1)', 'https://u:p@docs.example.com/cb']) {
      await expect(auth.api.createOAuthClient({ body: { name: 'X', redirectUris: [uri] } })).rejects.toMatchObject({ code: 'INVALID_CLIENT_METADATA' });
    }
  });

  it('an admin revokes every token apps hold for a user (after a ban or a compromise); other users keep theirs', async () => {
    const auth = createProviderAuth({ provider: byName });
    const victim = await signedInWithClient(auth);
    const bystander = await signedInWithClient(auth);
    const tokensOf = async (input: typeof victim) => {
      const { code, verifier } = await obtainCode(auth, { jar: input.jar, client: input.client });
      return (await redeem(auth, { client: input.client, code, verifier })).body;
    };
    const [victimTokens, bystanderTokens] = [await tokensOf(victim), await tokensOf(bystander)];
    const { jar } = await admin(auth);
    const user = await signUp(auth, { email: 'not-admin@example.com' });
    expect((await send(auth, user.jar, '/oauth2/revoke-user-tokens', { body: { userId: victim.userId } })).status).toBe(403);
    const answer = await send(auth, jar, '/oauth2/revoke-user-tokens', { body: { userId: victim.userId } });
    expect(await answer.json()).toEqual({ revoked: 2 });
    expect((await formPost(auth, '/oauth2/token', { grant_type: 'refresh_token', refresh_token: String(victimTokens.refresh_token) }, basic(victim.client))).status).toBe(400);
    expect((await formPost(auth, '/oauth2/token', { grant_type: 'refresh_token', refresh_token: String(bystanderTokens.refresh_token) }, basic(bystander.client))).status).toBe(200);
  });

  it('deleting a client revokes its tokens at once', async () => {
    const auth = createProviderAuth();
    const { jar, client } = await signedInWithClient(auth);
    const { code, verifier } = await obtainCode(auth, { jar, client });
    const tokens = (await redeem(auth, { client, code, verifier })).body;
    await auth.api.deleteOAuthClient({ body: { clientId: client.clientId } });
    const response = await auth.handler(new Request('http://localhost:3000/api/auth/oauth2/userinfo', { headers: { authorization: `Bearer ${String(tokens.access_token)}` } }));
    expect(response.status).toBe(401);
  });
});
