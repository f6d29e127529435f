import { describe, expect, it } from 'vitest';
import { AuthError } from '../error/auth-error.js';
import {
  accountsOf,
  createSocialAuth,
  PROVIDER_ID,
  request,
  sessionUser,
  signInThroughProvider,
  signUpWithPassword,
  useTestProvider,
  type Jar,
  type SocialAuth,
} from '@latchkey/test-utils/social-routes-instance';

const op = useTestProvider();

interface TokenAnswer {
  accessToken: string;
  accessTokenExpiresAt?: string;
  refreshToken?: string;
  idToken?: string;
  scopes?: string[];
  tokenType?: string;
}

async function signedIn(auth: SocialAuth): Promise<{ jar: Jar; userId: string }> {
  const { jar } = await signInThroughProvider(auth, op(), { person: 'ada' });
  return { jar, userId: (await sessionUser(auth, jar))?.id ?? '' };
}

async function post(auth: SocialAuth, path: string, body: Record<string, unknown>, jar?: Jar): Promise<Response> {
  return auth.handler(request(path, { body, ...(jar ? { cookie: jar.header() } : {}) }));
}

/** Whether the provider accepts the access token (UserInfo answers 200). */
async function providerAccepts(accessToken: string): Promise<boolean> {
  const response = await fetch(`${op().issuer}/me`, { headers: { authorization: `Bearer ${accessToken}` } });
  return response.status === 200;
}

describe('POST /get-access-token', () => {
  it("answers the session user's decrypted access token, scopes and ID token", async () => {
    const auth = createSocialAuth(op());
    const { jar } = await signedIn(auth);
    const response = await post(auth, '/get-access-token', { providerId: PROVIDER_ID }, jar);
    expect(response.status).toBe(200);
    const body = (await response.json()) as TokenAnswer;
    expect(body.accessToken).not.toMatch(/^v1\./);
    expect(await providerAccepts(body.accessToken)).toBe(true);
    expect(body.scopes).toContain('openid');
    expect(body.idToken?.split('.')).toHaveLength(3);
    expect(Date.parse(body.accessTokenExpiresAt ?? '')).toBeGreaterThan(Date.now());
  });

  it('refreshes a token that expires within 5 seconds and stores the new one', async () => {
    const auth = createSocialAuth(op());
    const { jar, userId } = await signedIn(auth);
    const first = (await (await post(auth, '/get-access-token', { providerId: PROVIDER_ID }, jar)).json()) as TokenAnswer;
    const ctx = await auth.$context;
    await ctx.db.updateMany({ model: 'account', where: [{ field: 'userId', value: userId }], update: { accessTokenExpiresAt: new Date(Date.now() + 2000) } });
    const refreshed = (await (await post(auth, '/get-access-token', { providerId: PROVIDER_ID }, jar)).json()) as TokenAnswer;
    expect(refreshed.accessToken).not.toBe(first.accessToken);
    expect(await providerAccepts(refreshed.accessToken)).toBe(true);
    expect(Date.parse(refreshed.accessTokenExpiresAt ?? '')).toBeGreaterThan(Date.now() + 60_000);
    const again = (await (await post(auth, '/get-access-token', { providerId: PROVIDER_ID }, jar)).json()) as TokenAnswer;
    expect(again.accessToken).toBe(refreshed.accessToken);
    expect(String((await accountsOf(auth, userId))[0]?.accessToken)).toMatch(/^v1\./);
  });

  it("token theft: a userId in an HTTP body never reads another user's tokens", async () => {
    const auth = createSocialAuth(op());
    const { userId } = await signedIn(auth);
    const anonymous = await post(auth, '/get-access-token', { providerId: PROVIDER_ID, userId });
    expect(anonymous.status).toBe(400);
    expect(await anonymous.json()).toMatchObject({ code: 'USER_ID_OR_SESSION_REQUIRED' });
    const mallory = await signUpWithPassword(auth, { email: 'mallory@example.com' });
    const other = await post(auth, '/get-access-token', { providerId: PROVIDER_ID, userId }, mallory.jar);
    expect(await other.json()).toMatchObject({ code: 'ACCOUNT_NOT_FOUND' });
  });

  it('honours userId on a server call', async () => {
    const auth = createSocialAuth(op());
    const { userId } = await signedIn(auth);
    const answer = await auth.api.getAccessToken({ body: { providerId: PROVIDER_ID, userId } });
    expect(await providerAccepts(answer.accessToken)).toBe(true);
  });

  it('answers PROVIDER_NOT_SUPPORTED for an unconfigured provider', async () => {
    const auth = createSocialAuth(op());
    const { jar } = await signedIn(auth);
    const response = await post(auth, '/get-access-token', { providerId: 'credential' }, jar);
    expect(await response.json()).toMatchObject({ code: 'PROVIDER_NOT_SUPPORTED', message: 'Provider credential is not supported.' });
  });
});

describe('POST /refresh-token', () => {
  it('refreshes now and answers the new tokens', async () => {
    const auth = createSocialAuth(op());
    const { jar } = await signedIn(auth);
    const before = (await (await post(auth, '/get-access-token', { providerId: PROVIDER_ID }, jar)).json()) as TokenAnswer;
    const response = await post(auth, '/refresh-token', { providerId: PROVIDER_ID }, jar);
    expect(response.status).toBe(200);
    const body = (await response.json()) as TokenAnswer;
    expect(body.tokenType?.toLowerCase()).toBe('bearer');
    expect(body.accessToken).not.toBe(before.accessToken);
    expect(body.refreshToken).toBeTruthy();
    expect(await providerAccepts(body.accessToken)).toBe(true);
    const after = (await (await post(auth, '/get-access-token', { providerId: PROVIDER_ID }, jar)).json()) as TokenAnswer;
    expect(after.accessToken).toBe(body.accessToken);
  });

  it('answers FAILED_TO_REFRESH_ACCESS_TOKEN when the provider refuses the refresh token', async () => {
    const auth = createSocialAuth(op(), { account: { encryptOAuthTokens: false } });
    const { jar, userId } = await signedIn(auth);
    const ctx = await auth.$context;
    await ctx.db.updateMany({ model: 'account', where: [{ field: 'userId', value: userId }], update: { refreshToken: 'revoked' } });
    const response = await post(auth, '/refresh-token', { providerId: PROVIDER_ID }, jar);
    expect(await response.json()).toMatchObject({ code: 'FAILED_TO_REFRESH_ACCESS_TOKEN' });
  });
});

describe('GET and POST /account-info', () => {
  it("answers the provider's profile for the user's own account, by row id or provider id", async () => {
    const auth = createSocialAuth(op());
    const { jar, userId } = await signedIn(auth);
    const row = (await accountsOf(auth, userId))[0] as { id: string };
    const viaGet = await auth.handler(request(`/account-info?accountId=${row.id}`, { cookie: jar.header() }));
    expect(viaGet.status).toBe(200);
    const body = (await viaGet.json()) as { user: Record<string, unknown>; data: Record<string, unknown> };
    expect(body.user).toMatchObject({ id: 'u-ada', name: 'Ada', email: 'ada@example.com', emailVerified: true });
    expect(body.data).toMatchObject({ sub: 'u-ada' });
    const viaPost = await post(auth, '/account-info', { accountId: 'u-ada' }, jar);
    expect(((await viaPost.json()) as { user: { id: string } }).user.id).toBe('u-ada');
  });

  it("answers ACCOUNT_NOT_FOUND for someone else's account", async () => {
    const auth = createSocialAuth(op());
    await signedIn(auth);
    const mallory = await signUpWithPassword(auth, { email: 'mallory@example.com' });
    const response = await post(auth, '/account-info', { accountId: 'u-ada' }, mallory.jar);
    expect(await response.json()).toMatchObject({ code: 'ACCOUNT_NOT_FOUND' });
  });

  it('throws AuthError from the server API for a missing account', async () => {
    const auth = createSocialAuth(op());
    await expect(auth.api.getAccessToken({ body: { providerId: PROVIDER_ID, userId: 'nobody' } })).rejects.toBeInstanceOf(AuthError);
  });
});
