import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineEndpoint, definePlugin, findUserByEmail, issueSession, lazySchema } from 'latchkey/plugins';
import { startOidcProvider, type OidcTestProvider } from '@latchkey/test-utils/oidc-provider';
import { TEST_BASE_URL } from '@latchkey/test-utils/test-instance';
import {
  cookieJar,
  createTwoFactorAuth,
  enrolledUser,
  freezeMidStep,
  keyOf,
  PASSWORD,
  request,
  send,
  sessionUserId,
  signInChallenged,
  signUp,
  totpCode,
  type TwoFactorAuth,
} from '@latchkey/test-utils/plugin-instances/two-factor';
import type { TwoFactorOptions } from './two-factor-options.js';

// A loopback OpenID provider, for the social and ID-token first factors.
const PROVIDER_ID = 'test-oidc';
const ADA = { sub: 'u-ada', email: 'ada@example.com', email_verified: true, name: 'Ada' };
let op: OidcTestProvider;
beforeAll(async () => {
  op = await startOidcProvider({
    accounts: [ADA],
    clients: [{ clientId: 'latchkey', clientSecret: 'latchkey-secret', redirectURIs: [`${TEST_BASE_URL}/api/auth/callback/${PROVIDER_ID}`], authMethod: 'client_secret_basic' }],
  });
});
afterAll(() => op.close());
beforeEach(freezeMidStep);
afterEach(() => vi.useRealTimers());

function createSocialAuth(twoFactor: TwoFactorOptions = {}) {
  return createTwoFactorAuth({
    twoFactor,
    auth: {
      account: { accountLinking: { enabled: true, trustedProviders: [PROVIDER_ID] } },
      socialProviders: {
        genericOIDC: [{ id: PROVIDER_ID, discoveryURL: `${op.issuer}/.well-known/openid-configuration`, clientId: 'latchkey', clientSecret: 'latchkey-secret', allowPrivateNetwork: true }],
      },
    },
  });
}

/** Ada, enrolled, with a verified email: the provider's account links to her. */
async function enrolledAda(auth: TwoFactorAuth) {
  const ada = await enrolledUser(auth);
  const ctx = await auth.$context;
  await ctx.db.update({ model: 'user', where: [{ field: 'id', value: ada.userId }], update: { emailVerified: true } });
  return ada;
}

/** The browser round trip through the provider; answers the callback's answer and the jar. */
async function signInSocially(auth: TwoFactorAuth) {
  const jar = cookieJar();
  const started = await send(auth, jar, '/sign-in/social', { body: { provider: PROVIDER_ID, callbackURL: '/dashboard' } });
  const { url } = (await started.json()) as { url: string };
  const { redirectURL } = await op.authorize(url, ADA.sub);
  const response = await auth.handler(new Request(redirectURL, { headers: { cookie: jar.header() } }));
  jar.store(response);
  return { response, jar };
}

describe('the challenge on every first factor', () => {
  it('email and password: a challenge in place of the session', async () => {
    const auth = createTwoFactorAuth();
    const ada = await enrolledUser(auth);
    const { jar, body, response } = await signInChallenged(auth, { email: ada.email });
    expect(body).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp', 'otp'] });
    expect(response.headers.getSetCookie().some((line) => line.includes('session_token='))).toBe(false);
    expect(await sessionUserId(auth, jar)).toBeNull();
  });

  it('social sign-in (OAuth callback): redirected to the challenge page without a session', async () => {
    const auth = createSocialAuth({ challengeURL: '/two-factor' });
    const ada = await enrolledAda(auth);
    const { response, jar } = await signInSocially(auth);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/two-factor');
    expect(await sessionUserId(auth, jar)).toBeNull();
    expect((await send(auth, jar, '/two-factor/verify-totp', { body: { code: totpCode(ada.key) } })).status).toBe(200);
    expect(await sessionUserId(auth, jar)).toBe(ada.userId);
  });

  it('social sign-in with an ID token: answers the challenge', async () => {
    const auth = createSocialAuth();
    await enrolledAda(auth);
    const token = await op.mintIdToken(ADA);
    const jar = cookieJar();
    const response = await send(auth, jar, '/sign-in/social', { body: { provider: PROVIDER_ID, idToken: { token } } });
    expect(await response.json()).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp', 'otp'] });
    expect(await sessionUserId(auth, jar)).toBeNull();
  });

  it('skipForSocial lets social sign-ins through, never password ones', async () => {
    const auth = createSocialAuth({ skipForSocial: true });
    const ada = await enrolledAda(auth);
    const { jar } = await signInSocially(auth);
    expect(await sessionUserId(auth, jar)).toBe(ada.userId);
    expect((await signInChallenged(auth, { email: ada.email })).body.twoFactorRedirect).toBe(true);
  });

  it('a user without two-factor signs in as before', async () => {
    const auth = createTwoFactorAuth();
    await signUp(auth, { email: 'eve@example.com' });
    const { jar, body } = await signInChallenged(auth, { email: 'eve@example.com' });
    expect(body.token).toBeTruthy();
    expect(await sessionUserId(auth, jar)).toBeTruthy();
  });
});

describe('trust this device', () => {
  it('skips the challenge on the trusted browser only, for 30 days', async () => {
    const auth = createTwoFactorAuth();
    const ada = await enrolledUser(auth);
    const browser = cookieJar();
    await signInChallenged(auth, { email: ada.email, jar: browser });
    await send(auth, browser, '/two-factor/verify-totp', { body: { code: totpCode(ada.key), trustDevice: true } });
    expect(browser.get('latchkey.trust_device')).toBeTruthy();
    await send(auth, browser, '/sign-out', { method: 'POST' });

    expect((await signInChallenged(auth, { email: ada.email, jar: browser })).body.token).toBeTruthy();
    expect((await signInChallenged(auth, { email: ada.email })).body.twoFactorRedirect).toBe(true);
    vi.setSystemTime(Date.now() + 31 * 24 * 3600_000);
    const trustedOnly = cookieJar();
    trustedOnly.store(new Response(null, { headers: { 'set-cookie': `latchkey.trust_device=${browser.get('latchkey.trust_device')}; Path=/` } }));
    expect((await signInChallenged(auth, { email: ada.email, jar: trustedOnly })).body.twoFactorRedirect).toBe(true);
  });

  it('a password change voids every trusted device', async () => {
    const auth = createTwoFactorAuth();
    const ada = await enrolledUser(auth);
    const browser = cookieJar();
    await signInChallenged(auth, { email: ada.email, jar: browser });
    await send(auth, browser, '/two-factor/verify-totp', { body: { code: totpCode(ada.key), trustDevice: true } });
    const changed = await send(auth, ada.jar, '/change-password', { body: { currentPassword: PASSWORD, newPassword: 'another long password' } });
    expect(changed.status).toBe(200);
    const again = await send(auth, browser, '/sign-in/email', { body: { email: ada.email, password: 'another long password' } });
    expect(await again.json()).toMatchObject({ twoFactorRedirect: true });
  });

  it('disabling two-factor, then enabling it again, does not bring old trust back', async () => {
    const auth = createTwoFactorAuth();
    const ada = await enrolledUser(auth);
    const browser = cookieJar();
    await signInChallenged(auth, { email: ada.email, jar: browser });
    await send(auth, browser, '/two-factor/verify-totp', { body: { code: totpCode(ada.key), trustDevice: true } });
    const trusted = browser.get('latchkey.trust_device')!;
    await send(auth, ada.jar, '/two-factor/disable', { body: { password: PASSWORD } });
    const enabled = await send(auth, ada.jar, '/two-factor/enable', { body: { password: PASSWORD } });
    const key = keyOf(((await enabled.json()) as { totpURI: string }).totpURI);
    await send(auth, ada.jar, '/two-factor/verify-totp', { body: { code: totpCode(key) } });
    const replayed = cookieJar();
    replayed.store(new Response(null, { headers: { 'set-cookie': `latchkey.trust_device=${trusted}; Path=/` } }));
    expect((await signInChallenged(auth, { email: ada.email, jar: replayed })).body.twoFactorRedirect).toBe(true);
  });

  it('a trust cookie of another user does not skip the challenge', async () => {
    const auth = createTwoFactorAuth();
    const ada = await enrolledUser(auth, 'ada@example.com');
    const bob = await enrolledUser(auth, 'bob@example.com');
    const browser = cookieJar();
    await signInChallenged(auth, { email: bob.email, jar: browser });
    await send(auth, browser, '/two-factor/verify-totp', { body: { code: totpCode(bob.key), trustDevice: true } });
    const response = await auth.handler(request('/sign-in/email', { body: { email: ada.email, password: PASSWORD }, cookie: browser.header() }));
    expect(await response.json()).toMatchObject({ twoFactorRedirect: true });
  });
});

describe('sign-ins that proved two factors', () => {
  /** A sign-in of the signed-in user's own account, declaring how many factors it proved. */
  const factorSignIn = definePlugin({
    id: 'factor-sign-in',
    endpoints: {
      factorSignIn: defineEndpoint({
        method: 'POST',
        path: '/factor-sign-in',
        body: lazySchema((z) => z.object({ email: z.string(), factors: z.number(), method: z.string().default('passkey') })),
        handler: async (ctx) => {
          const user = (await findUserByEmail(ctx.auth, ctx.body.email))!;
          const issued = await issueSession(ctx, { user, method: ctx.body.method, factors: ctx.body.factors });
          return issued.kind === 'session' ? { token: issued.token } : issued.challenge.data;
        },
      }),
    },
  });

  it('a sign-in with two factors skips the challenge; the same method with one is challenged', async () => {
    const auth = createTwoFactorAuth({ plugins: [factorSignIn] });
    const ada = await enrolledUser(auth);
    const two = await send(auth, cookieJar(), '/factor-sign-in', { body: { email: ada.email, factors: 2 } });
    expect(await two.json()).toMatchObject({ token: expect.any(String) });
    const one = await send(auth, cookieJar(), '/factor-sign-in', { body: { email: ada.email, factors: 1 } });
    expect(await one.json()).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp', 'otp'] });
  });

  it('a device authorization, approved from a session that already passed, is not challenged; an unknown method is', async () => {
    const auth = createTwoFactorAuth({ plugins: [factorSignIn] });
    const ada = await enrolledUser(auth);
    const device = await send(auth, cookieJar(), '/factor-sign-in', { body: { email: ada.email, factors: 1, method: 'device-authorization' } });
    expect(await device.json()).toMatchObject({ token: expect.any(String) });
    const unknown = await send(auth, cookieJar(), '/factor-sign-in', { body: { email: ada.email, factors: 1, method: 'my-own-sign-in' } });
    expect(await unknown.json()).toMatchObject({ twoFactorRedirect: true });
  });
});
