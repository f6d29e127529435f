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

async function postSignIn(auth: SocialAuth, body: Record<string, unknown>): Promise<Response> {
  return auth.handler(request('/sign-in/social', { body: { provider: PROVIDER_ID, ...body } }));
}

describe('POST /sign-in/social, redirect flow', () => {
  it('answers the authorization URL and sets an HttpOnly, SameSite=Lax state cookie for 300 s', async () => {
    const auth = createSocialAuth(op());
    const response = await postSignIn(auth, { callbackURL: '/dashboard', disableRedirect: true });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { url: string; redirect: boolean };
    expect(body.redirect).toBe(false);
    const url = new URL(body.url);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toHaveLength(32);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('latchkey.state='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=300/i);
    const ctx = await auth.$context;
    const rows = await ctx.db.findMany<{ identifier: string; value: string }>({ model: 'verification' });
    expect(rows).toHaveLength(1);
    // Stored under the hashed state, never the state itself.
    expect(rows[0]?.identifier.startsWith('oauth-state:')).toBe(true);
    expect(rows[0]?.identifier).not.toContain(url.searchParams.get('state'));
  });

  it('signs a new user up through the callback and sends them to newUserCallbackURL', async () => {
    const auth = createSocialAuth(op());
    const { response, location, jar } = await signInThroughProvider(auth, op(), {
      person: 'ada',
      body: { callbackURL: '/dashboard', newUserCallbackURL: '/welcome' },
    });
    expect(response.status).toBe(302);
    expect(location).toBe('/welcome');
    const user = await sessionUser(auth, jar);
    expect(user).toMatchObject({ email: 'ada@example.com', emailVerified: true });
    const accounts = await accountsOf(auth, user?.id ?? '');
    expect(accounts).toHaveLength(1);
    expect(accounts[0]).toMatchObject({ providerId: PROVIDER_ID, accountId: 'u-ada' });
    // Tokens are stored encrypted by default.
    expect(String(accounts[0]?.accessToken)).toMatch(/^v1\./);
    expect(String(accounts[0]?.refreshToken)).toMatch(/^v1\./);
  });

  it('signs a returning user in to the same user and account, to callbackURL', async () => {
    const auth = createSocialAuth(op());
    const first = await signInThroughProvider(auth, op(), { person: 'ada', body: { callbackURL: '/dashboard', newUserCallbackURL: '/welcome' } });
    const second = await signInThroughProvider(auth, op(), { person: 'ada', body: { callbackURL: '/dashboard', newUserCallbackURL: '/welcome' } });
    expect(second.location).toBe('/dashboard');
    const a = await sessionUser(auth, first.jar);
    const b = await sessionUser(auth, second.jar);
    expect(b?.id).toBe(a?.id);
    expect(await accountsOf(auth, b?.id ?? '')).toHaveLength(1);
  });

  it('links to an existing user whose email is verified', async () => {
    const auth = createSocialAuth(op());
    const { userId } = await signUpWithPassword(auth, { email: 'ada@example.com', verified: true });
    const { location, jar } = await signInThroughProvider(auth, op(), { person: 'ada', body: { callbackURL: '/dashboard' } });
    expect(location).toBe('/dashboard');
    expect((await sessionUser(auth, jar))?.id).toBe(userId);
    const providers = (await accountsOf(auth, userId)).map((a) => a.providerId).sort();
    expect(providers).toEqual(['credential', PROVIDER_ID]);
  });

  it('pre-account takeover: refuses to link a verified provider email to an unverified local account', async () => {
    const auth = createSocialAuth(op());
    // The attacker registers the victim's address with a password first and never verifies it.
    const { userId } = await signUpWithPassword(auth, { email: 'victim@example.com' });
    const { location, jar } = await signInThroughProvider(auth, op(), { person: 'victim', body: { callbackURL: '/dashboard' } });
    expect(errorOf(location)).toBe('account_not_linked');
    expect(await sessionUser(auth, jar)).toBeNull();
    expect((await accountsOf(auth, userId)).map((a) => a.providerId)).toEqual(['credential']);
  });

  it('refuses to link by an email the provider does not report verified', async () => {
    const auth = createSocialAuth(op());
    await signUpWithPassword(auth, { email: 'bob@example.com', verified: true });
    const { location } = await signInThroughProvider(auth, op(), { person: 'bob', body: { errorCallbackURL: '/oops' } });
    expect(location.startsWith('/oops?')).toBe(true);
    expect(errorOf(location)).toBe('account_not_linked');
  });

  it('links an unverified provider email when the provider is trusted', async () => {
    const auth = createSocialAuth(op(), { account: { accountLinking: { trustedProviders: [PROVIDER_ID] } } });
    const { userId } = await signUpWithPassword(auth, { email: 'bob@example.com', verified: true });
    const { jar } = await signInThroughProvider(auth, op(), { person: 'bob' });
    expect((await sessionUser(auth, jar))?.id).toBe(userId);
  });

  it('does not link at all when account linking is disabled', async () => {
    const auth = createSocialAuth(op(), { account: { accountLinking: { enabled: false } } });
    await signUpWithPassword(auth, { email: 'ada@example.com', verified: true });
    const { location } = await signInThroughProvider(auth, op(), { person: 'ada' });
    expect(errorOf(location)).toBe('account_not_linked');
  });

  it('answers email_not_found for a provider account without an email', async () => {
    const auth = createSocialAuth(op());
    const { location } = await signInThroughProvider(auth, op(), { person: 'nomail' });
    expect(errorOf(location)).toBe('email_not_found');
    expect(location.startsWith('http://localhost:3000/api/auth/error?')).toBe(true);
  });

  it('answers signup_disabled under disableImplicitSignUp unless the request asks to sign up', async () => {
    const auth = createSocialAuth(op(), { account: { disableImplicitSignUp: true } });
    const refused = await signInThroughProvider(auth, op(), { person: 'ada' });
    expect(errorOf(refused.location)).toBe('signup_disabled');
    const asked = await signInThroughProvider(auth, op(), { person: 'ada', body: { requestSignUp: true } });
    expect(await sessionUser(auth, asked.jar)).toMatchObject({ email: 'ada@example.com' });
  });

  it('answers signup_disabled for a new user when the provider or the account options disable sign-up', async () => {
    for (const options of [{ provider: { disableSignUp: true } }, { account: { disableSignUp: true } }]) {
      const auth = createSocialAuth(op(), options);
      const { location } = await signInThroughProvider(auth, op(), { person: 'ada', body: { requestSignUp: true } });
      expect(errorOf(location)).toBe('signup_disabled');
    }
  });

  it('stores plain tokens when encryptOAuthTokens is false', async () => {
    const auth = createSocialAuth(op(), { account: { encryptOAuthTokens: false } });
    const { jar } = await signInThroughProvider(auth, op(), { person: 'ada' });
    const accounts = await accountsOf(auth, (await sessionUser(auth, jar))?.id ?? '');
    expect(String(accounts[0]?.accessToken)).not.toMatch(/^v1\./);
  });
});

describe('POST /sign-in/social, input checks', () => {
  it('answers 404 PROVIDER_NOT_FOUND for an unknown provider', async () => {
    const auth = createSocialAuth(op());
    const response = await postSignIn(auth, { provider: 'nope' });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'PROVIDER_NOT_FOUND' });
  });

  it.each([
    ['callbackURL', 'INVALID_CALLBACK_URL', 'Invalid callbackURL'],
    ['errorCallbackURL', 'INVALID_ERROR_CALLBACK_URL', 'Invalid errorCallbackURL'],
    ['newUserCallbackURL', 'INVALID_NEW_USER_CALLBACK_URL', 'Invalid newUserCallbackURL'],
  ])('open redirect: refuses an untrusted %s with 403', async (field, code, message) => {
    const auth = createSocialAuth(op());
    for (const target of ['https://evil.example/', '//evil.example', '/\\evil.example']) {
      const response = await postSignIn(auth, { [field]: target });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ code, message });
    }
    const ctx = await auth.$context;
    expect(await ctx.db.count({ model: 'verification' })).toBe(0);
  });
});
