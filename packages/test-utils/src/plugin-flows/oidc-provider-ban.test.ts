// The OpenID provider with the admin plugin: banning a user, removing them or
// setting their password ends the grants their apps hold.
import { describe, expect, it } from 'vitest';
import { admin } from '@latchkey/admin';
import { PASSWORD, send, signIn } from '../account-kit.js';
import { createProviderAuth, obtainCode, redeem, refresh, signedInWithClient, type ProviderAuth } from '../plugin-instances/oidc-provider.js';

/** The admin plugin's server call (the provider's test instance types only its own routes). */
type CreateUser = (input: { body: { email: string; password: string; name: string; role: string } }) => Promise<unknown>;

async function adminAndUser(auth: ProviderAuth) {
  await (auth.api as unknown as { createUser: CreateUser }).createUser({ body: { email: 'root@example.com', password: PASSWORD, name: 'Root', role: 'admin' } });
  const root = await signIn(auth, { email: 'root@example.com' });
  const { jar, userId, client } = await signedInWithClient(auth);
  const { code, verifier } = await obtainCode(auth, { jar, client, overrides: { scope: 'openid offline_access' } });
  const refreshToken = String((await redeem(auth, { client, code, verifier })).body.refresh_token);
  return { root, userId, client, refreshToken };
}

describe('oidc-provider with the admin plugin', () => {
  it('a ban revokes the user’s refresh tokens', async () => {
    const auth = createProviderAuth({ plugins: [admin()] });
    const { root, userId, client, refreshToken } = await adminAndUser(auth);
    expect((await send(auth, root, '/admin/ban-user', { body: { userId } })).status).toBe(200);
    expect(await refresh(auth, { client, refreshToken })).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('an administrator setting the password revokes them', async () => {
    const auth = createProviderAuth({ plugins: [admin()] });
    const { root, userId, client, refreshToken } = await adminAndUser(auth);
    expect((await send(auth, root, '/admin/set-user-password', { body: { userId, newPassword: 'a new battery horse staple' } })).status).toBe(200);
    expect(await refresh(auth, { client, refreshToken })).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('a role change revokes nothing', async () => {
    const auth = createProviderAuth({ plugins: [admin()] });
    const { root, userId, client, refreshToken } = await adminAndUser(auth);
    expect((await send(auth, root, '/admin/set-role', { body: { userId, role: 'user' } })).status).toBe(200);
    expect((await refresh(auth, { client, refreshToken })).status).toBe(200);
  });
});
