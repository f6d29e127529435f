// The passkey and two-factor plugins together, as an app enables them: a
// passkey sign-in is two factors (no challenge), and completes a sign-in that
// a password started and the two-factor plugin challenged.
import { describe, expect, it } from 'vitest';
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { generateHOTP } from '@oslojs/otp';
import { passkey, type PasskeyOptions } from '@latchkey/passkey';
import { twoFactor } from '@latchkey/two-factor';
import { PASSWORD, send, signUp, type Jar } from '../account-kit.js';
import { softAuthenticator, type SoftAuthenticator } from '../soft-authenticator.js';
import { cookieJar, createTestAuth, request, TEST_BASE_URL } from '../test-instance.js';

const createAuth = (options: PasskeyOptions = {}) => createTestAuth({ plugins: [twoFactor(), passkey(options)] });
type Auth = ReturnType<typeof createAuth>;

/** Ada: two-factor on (TOTP confirmed) and a passkey on a software authenticator. */
async function enrolledAda(auth: Auth): Promise<{ userId: string; authenticator: SoftAuthenticator }> {
  const { jar, userId } = await signUp(auth, { email: 'ada@example.com' });
  const { totpURI } = (await (await send(auth, jar, '/two-factor/enable', { body: { password: PASSWORD } })).json()) as { totpURI: string };
  const key = decodeBase32IgnorePadding(new URL(totpURI).searchParams.get('secret')!);
  const code = generateHOTP(key, BigInt(Math.floor(Date.now() / 30_000)), 6);
  expect((await send(auth, jar, '/two-factor/verify-totp', { body: { code } })).status).toBe(200);
  const authenticator = softAuthenticator({ origin: TEST_BASE_URL });
  const options = await (await send(auth, jar, '/passkey/generate-register-options', { method: 'POST' })).json();
  expect((await send(auth, jar, '/passkey/verify-registration', { body: { response: authenticator.create(options) } })).status).toBe(200);
  return { userId, authenticator };
}

async function passkeySignIn(auth: Auth, jar: Jar, authenticator: SoftAuthenticator, ceremony: { userVerified?: boolean } = {}) {
  const options = await (await send(auth, jar, '/passkey/generate-authenticate-options', { method: 'POST' })).json();
  return send(auth, jar, '/passkey/verify-authentication', { body: { response: authenticator.get(options, ceremony) } });
}

async function sessionUserId(auth: Auth, jar: Jar): Promise<string | null> {
  const body = (await (await auth.handler(request('/get-session', { cookie: jar.header() }))).json()) as { user: { id: string } } | null;
  return body?.user.id ?? null;
}

describe('passkeys with two-factor on', () => {
  it('a passkey sign-in (user verified) is not challenged', async () => {
    const auth = createAuth();
    const ada = await enrolledAda(auth);
    const jar = cookieJar();
    expect(await (await passkeySignIn(auth, jar, ada.authenticator)).json()).toMatchObject({ token: expect.any(String) });
    expect(await sessionUserId(auth, jar)).toBe(ada.userId);
  });

  it('after a password answered a challenge, the passkey completes the sign-in in that browser', async () => {
    const auth = createAuth();
    const ada = await enrolledAda(auth);
    const jar = cookieJar();
    const password = await send(auth, jar, '/sign-in/email', { body: { email: 'ada@example.com', password: PASSWORD } });
    expect(await password.json()).toMatchObject({ twoFactorRedirect: true });
    expect(await sessionUserId(auth, jar)).toBeNull();
    expect((await passkeySignIn(auth, jar, ada.authenticator)).status).toBe(200);
    expect(await sessionUserId(auth, jar)).toBe(ada.userId);
  });

  it('a passkey that did not verify the user, or configured as one factor, is challenged like a password', async () => {
    const auth = createAuth();
    const ada = await enrolledAda(auth);
    expect(await (await passkeySignIn(auth, cookieJar(), ada.authenticator, { userVerified: false })).json()).toMatchObject({ twoFactorRedirect: true });

    const oneFactor = createAuth({ countsAsTwoFactors: false });
    const bob = await enrolledAda(oneFactor);
    const jar = cookieJar();
    expect(await (await passkeySignIn(oneFactor, jar, bob.authenticator)).json()).toMatchObject({ twoFactorRedirect: true });
    expect(await sessionUserId(oneFactor, jar)).toBeNull();
  });
});
