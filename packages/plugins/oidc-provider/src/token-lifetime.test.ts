import { describe, expect, it } from 'vitest';
import { backgroundTasks, PASSWORD, signIn } from '@latchkey/test-utils/account-kit';
import {
  createProviderAuth,
  introspectToken,
  obtainCode,
  redeem,
  refresh,
  request,
  send,
  signedInWithClient,
  type Jar,
  type ProviderAuth,
  type TestClient,
} from '@latchkey/test-utils/plugin-instances/oidc-provider';

/** A user's tokens for a first-party client, obtained in the session of `jar`. */
async function tokensFor(auth: ProviderAuth, input: { jar: Jar; client: TestClient; scope: string }): Promise<{ accessToken: string; refreshToken: string }> {
  const { code, verifier } = await obtainCode(auth, { jar: input.jar, client: input.client, overrides: { scope: input.scope } });
  const { body } = await redeem(auth, { client: input.client, code, verifier });
  expect(body.refresh_token).toBeTypeOf('string');
  return { accessToken: String(body.access_token), refreshToken: String(body.refresh_token) };
}

describe('refresh tokens without offline_access end with their session', () => {
  it('refresh works while the session lives; after sign-out the token is refused and introspects inactive', async () => {
    const auth = createProviderAuth();
    const { jar, client } = await signedInWithClient(auth);
    const first = await tokensFor(auth, { jar, client, scope: 'openid profile' });
    const rotated = await refresh(auth, { client, refreshToken: first.refreshToken });
    expect(rotated.status).toBe(200);
    const next = String(rotated.body.refresh_token);
    expect(await introspectToken(auth, { client, token: next })).toMatchObject({ active: true, token_type: 'refresh_token' });

    expect((await send(auth, jar, '/sign-out', { method: 'POST' })).status).toBe(200);
    expect(await introspectToken(auth, { client, token: next })).toEqual({ active: false });
    expect(await refresh(auth, { client, refreshToken: next })).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('only the session it came from counts: signing out another device leaves it working', async () => {
    const auth = createProviderAuth();
    const { jar, client } = await signedInWithClient(auth, { firstParty: true });
    const { refreshToken } = await tokensFor(auth, { jar, client, scope: 'openid' });
    const email = ((await (await send(auth, jar, '/get-session')).json()) as { user: { email: string } }).user.email;
    const other = await signIn(auth, { email });
    await send(auth, other, '/sign-out', { method: 'POST' });
    expect((await refresh(auth, { client, refreshToken })).status).toBe(200);
  });

  it('with offline_access the refresh token outlives sign-out', async () => {
    const auth = createProviderAuth();
    const { jar, client } = await signedInWithClient(auth);
    const { refreshToken } = await tokensFor(auth, { jar, client, scope: 'openid offline_access' });
    await send(auth, jar, '/sign-out', { method: 'POST' });
    expect((await refresh(auth, { client, refreshToken })).status).toBe(200);
  });
});

describe('security events end every grant of the user', () => {
  it('a password change revokes the offline refresh tokens and access tokens of every client, and no one else’s', async () => {
    const auth = createProviderAuth();
    const { jar, client } = await signedInWithClient(auth);
    const bystander = await signedInWithClient(auth);
    const mine = await tokensFor(auth, { jar, client, scope: 'openid offline_access' });
    const theirs = await tokensFor(auth, { jar: bystander.jar, client: bystander.client, scope: 'openid offline_access' });

    const changed = await send(auth, jar, '/change-password', { body: { currentPassword: PASSWORD, newPassword: 'a new battery horse staple' } });
    expect(changed.status).toBe(200);
    expect(await refresh(auth, { client, refreshToken: mine.refreshToken })).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    expect(await introspectToken(auth, { client, token: mine.accessToken })).toEqual({ active: false });
    expect((await refresh(auth, { client: bystander.client, refreshToken: theirs.refreshToken })).status).toBe(200);
  });

  it('a password reset revokes them', async () => {
    const resetTokens: string[] = [];
    const { waitUntil, settle } = backgroundTasks();
    const auth = createProviderAuth({ auth: { waitUntil, emailAndPassword: { enabled: true, sendResetPassword: (data) => void resetTokens.push(data.token) } } });
    const { jar, client } = await signedInWithClient(auth);
    const { refreshToken } = await tokensFor(auth, { jar, client, scope: 'openid offline_access' });
    const email = ((await (await send(auth, jar, '/get-session')).json()) as { user: { email: string } }).user.email;
    await auth.handler(request('/request-password-reset', { body: { email } }));
    await settle();
    const reset = await auth.handler(request('/reset-password', { body: { token: resetTokens[0], newPassword: 'a new battery horse staple' } }));
    expect(reset.status).toBe(200);
    expect(await refresh(auth, { client, refreshToken })).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('a password change that fails leaves the tokens alone', async () => {
    const auth = createProviderAuth();
    const { jar, client } = await signedInWithClient(auth);
    const { refreshToken } = await tokensFor(auth, { jar, client, scope: 'openid offline_access' });
    const refused = await send(auth, jar, '/change-password', { body: { currentPassword: 'not the password at all', newPassword: 'a new battery horse staple' } });
    expect(refused.status).not.toBe(200);
    expect((await refresh(auth, { client, refreshToken })).status).toBe(200);
  });

  it('deleting the account ends its refresh tokens', async () => {
    const auth = createProviderAuth({ auth: { user: { deleteUser: { enabled: true } } } });
    const { jar, client } = await signedInWithClient(auth);
    const { refreshToken } = await tokensFor(auth, { jar, client, scope: 'openid offline_access' });
    expect((await send(auth, jar, '/delete-user', { body: { password: PASSWORD } })).status).toBe(200);
    expect(await refresh(auth, { client, refreshToken })).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });
});
