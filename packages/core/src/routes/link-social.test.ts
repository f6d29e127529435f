import { describe, expect, it } from 'vitest';
import {
  accountsOf,
  createSocialAuth,
  errorOf,
  PROVIDER_ID,
  request,
  sessionUser,
  signInThroughProvider,
  signUpWithPassword,
  useTestProvider,
  type SocialAuth,
} from '@latchkey/test-utils/social-routes-instance';

const op = useTestProvider();

function linkThrough(auth: SocialAuth, input: { person: 'ada' | 'bob' | 'victim'; jar: Parameters<typeof signInThroughProvider>[2]['jar']; body?: Record<string, unknown> }) {
  return signInThroughProvider(auth, op(), { path: '/link-social', person: input.person, jar: input.jar, body: input.body });
}

describe('POST /link-social', () => {
  it('answers the authorization URL with status true for a signed-in user', async () => {
    const auth = createSocialAuth(op());
    const { jar } = await signUpWithPassword(auth, { email: 'ada@example.com' });
    const response = await auth.handler(request('/link-social', { body: { provider: PROVIDER_ID, disableRedirect: true }, cookie: jar.header() }));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ redirect: false, status: true, url: expect.stringContaining(op().issuer) });
  });

  it('requires a session', async () => {
    const auth = createSocialAuth(op());
    const response = await auth.handler(request('/link-social', { body: { provider: PROVIDER_ID } }));
    expect(response.status).toBe(401);
  });

  it('links the provider account to the signed-in user through the callback, without a new session', async () => {
    const auth = createSocialAuth(op());
    const { jar, userId } = await signUpWithPassword(auth, { email: 'ada@example.com' });
    const before = jar.header();
    const { location } = await linkThrough(auth, { person: 'ada', jar, body: { callbackURL: '/settings' } });
    expect(location).toBe('/settings');
    // Same session cookie as before: linking signs nobody in.
    expect(jar.header()).toBe(before);
    expect((await accountsOf(auth, userId)).map((a) => a.providerId).sort()).toEqual(['credential', PROVIDER_ID]);
    // The linked account now signs the same user in.
    const signIn = await signInThroughProvider(auth, op(), { person: 'ada' });
    expect((await sessionUser(auth, signIn.jar))?.id).toBe(userId);
  });

  it("refuses a provider account with another email: email_doesn't_match", async () => {
    const auth = createSocialAuth(op());
    const { jar, userId } = await signUpWithPassword(auth, { email: 'ada@example.com' });
    const { location } = await linkThrough(auth, { person: 'victim', jar, body: { errorCallbackURL: '/settings' } });
    expect(errorOf(location)).toBe("email_doesn't_match");
    expect(await accountsOf(auth, userId)).toHaveLength(1);
  });

  it('links another email when allowDifferentEmails is on', async () => {
    const auth = createSocialAuth(op(), { account: { accountLinking: { allowDifferentEmails: true } } });
    const { jar, userId } = await signUpWithPassword(auth, { email: 'ada@example.com' });
    await linkThrough(auth, { person: 'victim', jar });
    expect(await accountsOf(auth, userId)).toHaveLength(2);
  });

  it('account hijack: refuses a provider account that already belongs to another user', async () => {
    const auth = createSocialAuth(op(), { account: { accountLinking: { allowDifferentEmails: true } } });
    const owner = await signInThroughProvider(auth, op(), { person: 'ada' });
    const ownerId = (await sessionUser(auth, owner.jar))?.id;
    const { jar, userId } = await signUpWithPassword(auth, { email: 'mallory@example.com' });
    const { location } = await linkThrough(auth, { person: 'ada', jar });
    expect(errorOf(location)).toBe('account_already_linked_to_different_user');
    expect(await accountsOf(auth, userId)).toHaveLength(1);
    expect(await accountsOf(auth, ownerId ?? '')).toHaveLength(1);
  });

  it('refuses an email the provider does not vouch for: unable_to_link_account', async () => {
    const auth = createSocialAuth(op());
    const { jar } = await signUpWithPassword(auth, { email: 'bob@example.com' });
    const { location } = await linkThrough(auth, { person: 'bob', jar });
    expect(errorOf(location)).toBe('unable_to_link_account');
  });

  it('answers 401 LINKING_NOT_ALLOWED when account linking is disabled', async () => {
    const auth = createSocialAuth(op(), { account: { accountLinking: { enabled: false } } });
    const { jar } = await signUpWithPassword(auth, { email: 'ada@example.com' });
    const response = await auth.handler(request('/link-social', { body: { provider: PROVIDER_ID }, cookie: jar.header() }));
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'LINKING_NOT_ALLOWED', message: 'Account not linked - linking not allowed' });
  });

  it('refuses an untrusted errorCallbackURL with 403', async () => {
    const auth = createSocialAuth(op());
    const { jar } = await signUpWithPassword(auth, { email: 'ada@example.com' });
    const response = await auth.handler(
      request('/link-social', { body: { provider: PROVIDER_ID, errorCallbackURL: 'https://evil.example' }, cookie: jar.header() }),
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'INVALID_ERROR_CALLBACK_URL' });
  });

  it('links at once with a valid ID token, and copies the profile when updateUserInfoOnLink is on', async () => {
    const auth = createSocialAuth(op(), { account: { accountLinking: { updateUserInfoOnLink: true } } });
    const { jar, userId } = await signUpWithPassword(auth, { email: 'ada@example.com' });
    const token = await op().mintIdToken({ sub: 'u-ada', email: 'ada@example.com', email_verified: true, name: 'Ada Lovelace' });
    const response = await auth.handler(request('/link-social', { body: { provider: PROVIDER_ID, idToken: { token } }, cookie: jar.header() }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ url: '', redirect: false, status: true });
    expect(await accountsOf(auth, userId)).toHaveLength(2);
    const ctx = await auth.$context;
    expect(await ctx.db.findOne({ model: 'user', where: [{ field: 'id', value: userId }] })).toMatchObject({ name: 'Ada Lovelace' });
  });

  it('refuses a forged ID token for linking with 401 INVALID_TOKEN', async () => {
    const auth = createSocialAuth(op());
    const { jar, userId } = await signUpWithPassword(auth, { email: 'ada@example.com' });
    const token = await op().mintIdToken({ sub: 'u-ada', email: 'ada@example.com', email_verified: true }, { key: 'foreign' });
    const response = await auth.handler(request('/link-social', { body: { provider: PROVIDER_ID, idToken: { token } }, cookie: jar.header() }));
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    expect(await accountsOf(auth, userId)).toHaveLength(1);
  });
});
