import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectExactlyOnce } from '@latchkey/test-utils/exactly-once';
import { AuthError, defineErrorCodes, definePlugin } from 'latchkey/plugins';
import {
  cookieJar,
  createPasskeyAuth,
  errorOf,
  newAuthenticator,
  passkeyRows,
  registerPasskey,
  sessionUserId,
  signInWithPasskey,
  signUp,
  startSignIn,
  userWithPasskey,
  verifyAssertion,
} from '@latchkey/test-utils/plugin-instances/passkey';

afterEach(() => vi.useRealTimers());

describe('POST /passkey/verify-authentication', () => {
  it('discoverable sign-in: no email typed, the passkey names its user; counter and flags recorded', async () => {
    const auth = createPasskeyAuth();
    const ada = await userWithPasskey(auth);
    const { jar, options } = await startSignIn(auth);
    expect(options.allowCredentials ?? []).toEqual([]);
    const response = await verifyAssertion(auth, jar, ada.authenticator.get(options));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ token: expect.any(String), user: { id: ada.userId, email: ada.email } });
    expect(await sessionUserId(auth, jar)).toBe(ada.userId);
    expect(jar.get('latchkey.passkey_attempt')).toBeUndefined();
    expect((await passkeyRows(auth, ada.userId))[0]).toMatchObject({ counter: 1 });
  });

  it('wrong origin: an assertion made for another site is refused, no session', async () => {
    const auth = createPasskeyAuth();
    const ada = await userWithPasskey(auth);
    const { jar, response } = await signInWithPasskey(auth, ada.authenticator, { origin: 'https://evil.example' });
    expect(await errorOf(response)).toMatchObject({ status: 401, code: 'AUTHENTICATION_FAILED' });
    expect(await sessionUserId(auth, jar)).toBeNull();
  });

  it('forged signature: refused with 401, and the refusal is logged once', async () => {
    const logged: string[] = [];
    const auth = createPasskeyAuth({ auth: { logger: { level: 'debug', log: (_level, message) => void logged.push(message) } } });
    const ada = await userWithPasskey(auth);
    const { jar, options } = await startSignIn(auth);
    const genuine = ada.authenticator.get(options);
    // A well-formed signature by the right key, over another challenge: it does not verify.
    const other = ada.authenticator.get({ ...options, challenge: 'b3RoZXItY2hhbGxlbmdl' });
    const forged = { ...genuine, response: { ...genuine.response, signature: other.response.signature } };
    expect(await errorOf(await verifyAssertion(auth, jar, forged))).toMatchObject({ status: 401, code: 'AUTHENTICATION_FAILED' });
    expect(await sessionUserId(auth, jar)).toBeNull();
    expect(logged.filter((message) => message.includes('passkey'))).toEqual(['passkey sign-in refused']);
    expect(logged.join('\n')).not.toMatch(/Unhandled/);
  });

  it('wrong RP ID: an assertion scoped to another domain is refused', async () => {
    const auth = createPasskeyAuth();
    const ada = await userWithPasskey(auth);
    const { jar, response } = await signInWithPasskey(auth, ada.authenticator, { rpId: 'evil.example' });
    expect(await errorOf(response)).toMatchObject({ status: 401, code: 'AUTHENTICATION_FAILED' });
    expect(await sessionUserId(auth, jar)).toBeNull();
  });

  it('an origin configured explicitly is the only one accepted', async () => {
    const auth = createPasskeyAuth({ passkey: { origin: 'https://app.example.com', rpID: 'localhost' } });
    const { jar } = await signUp(auth, { email: 'ada@example.com' });
    const authenticator = newAuthenticator();
    await expect(registerPasskey(auth, jar, authenticator)).rejects.toThrow(/FAILED_TO_VERIFY_REGISTRATION/);
  });

  it('replayed assertion: the challenge is single-use, also for 20 concurrent copies (one session)', async () => {
    const auth = createPasskeyAuth();
    const ada = await userWithPasskey(auth);
    const { jar, options } = await startSignIn(auth);
    const assertion = ada.authenticator.get(options);
    const attempt = jar.header();
    const sessions = () => auth.$context.then(({ db }) => db.count({ model: 'session', where: [{ field: 'userId', value: ada.userId }] }));
    const before = await sessions();
    await expectExactlyOnce(() => verifyAssertion(auth, jarOf(attempt), assertion), { refused: { status: 400, code: 'CHALLENGE_NOT_FOUND' } });
    expect(await sessions()).toBe(before + 1);
    const later = await verifyAssertion(auth, jarOf(attempt), assertion);
    expect(await errorOf(later)).toMatchObject({ status: 400, code: 'CHALLENGE_NOT_FOUND' });
  });

  it('counter going backwards: a cloned authenticator is refused', async () => {
    const auth = createPasskeyAuth();
    const ada = await userWithPasskey(auth);
    expect((await signInWithPasskey(auth, ada.authenticator, { counter: 5 })).response.status).toBe(200);
    for (const counter of [5, 3]) {
      const { jar, response } = await signInWithPasskey(auth, ada.authenticator, { counter });
      expect(await errorOf(response)).toMatchObject({ status: 401, code: 'AUTHENTICATION_FAILED' });
      expect(await sessionUserId(auth, jar)).toBeNull();
    }
    expect((await passkeyRows(auth, ada.userId))[0]).toMatchObject({ counter: 5 });
    expect((await signInWithPasskey(auth, ada.authenticator, { counter: 6 })).response.status).toBe(200);
  });

  it('an authenticator that keeps its counter at zero still signs in', async () => {
    const auth = createPasskeyAuth();
    const ada = await userWithPasskey(auth);
    for (let i = 0; i < 2; i++) expect((await signInWithPasskey(auth, ada.authenticator, { counter: 0 })).response.status).toBe(200);
  });

  it('expired challenge: refused after 5 minutes', async () => {
    const auth = createPasskeyAuth();
    const ada = await userWithPasskey(auth);
    const { jar, options } = await startSignIn(auth);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 301_000);
    const response = await verifyAssertion(auth, jar, ada.authenticator.get(options));
    expect(await errorOf(response)).toMatchObject({ status: 400, code: 'CHALLENGE_EXPIRED' });
  });

  it('an assertion answers only the browser whose attempt asked for its challenge', async () => {
    const auth = createPasskeyAuth();
    const ada = await userWithPasskey(auth);
    const { options } = await startSignIn(auth);
    const { jar: other } = await startSignIn(auth);
    const stolen = await verifyAssertion(auth, other, ada.authenticator.get(options));
    expect(await errorOf(stolen)).toMatchObject({ status: 400, code: 'CHALLENGE_NOT_FOUND' });
    const without = await verifyAssertion(auth, cookieJar(), ada.authenticator.get(options));
    expect(await errorOf(without)).toMatchObject({ status: 400, code: 'CHALLENGE_NOT_FOUND' });
  });

  it('an unknown credential and a deleted passkey are refused alike', async () => {
    const auth = createPasskeyAuth();
    const stranger = newAuthenticator();
    const { jar } = await signUp(auth, { email: 'eve@example.com' });
    await registerPasskey(auth, jar, stranger);
    const ctx = await auth.$context;
    await ctx.db.deleteMany({ model: 'passkey', where: [] });
    const { response } = await signInWithPasskey(auth, stranger);
    expect(await errorOf(response)).toMatchObject({ status: 401, code: 'AUTHENTICATION_FAILED' });
  });

  it('banned users: a plugin refusing the session refuses the passkey sign-in too', async () => {
    const CODES = defineErrorCodes({ BANNED_USER: { status: 'FORBIDDEN', message: 'You have been banned' } });
    const banned = new Set<string>();
    const bans = definePlugin({
      id: 'bans',
      errorCodes: CODES,
      session: {
        beforeCreate: (_ctx, { user }) => {
          if (banned.has(user.id)) throw AuthError.of(CODES, 'BANNED_USER');
        },
      },
    });
    const auth = createPasskeyAuth({ plugins: [bans] });
    const ada = await userWithPasskey(auth);
    banned.add(ada.userId);
    const { jar, response } = await signInWithPasskey(auth, ada.authenticator);
    expect(await errorOf(response)).toMatchObject({ status: 403, code: 'BANNED_USER' });
    expect(await sessionUserId(auth, jar)).toBeNull();
  });

  it('counts as two factors by default; configured as one, a second-factor challenge applies', async () => {
    const seen: { method: string; factors: number }[] = [];
    const secondFactor = definePlugin({
      id: 'second-factor',
      session: {
        beforeCreate: (_ctx, { method, factors }) => {
          seen.push({ method, factors });
          if (method === 'passkey' && factors < 2) return { challenge: { data: { twoFactorRedirect: true } } };
        },
      },
    });
    const strong = createPasskeyAuth({ plugins: [secondFactor] });
    const ada = await userWithPasskey(strong);
    expect((await signInWithPasskey(strong, ada.authenticator)).response.status).toBe(200);
    expect(seen.at(-1)).toEqual({ method: 'passkey', factors: 2 });
    // Without user verification the passkey is possession only: one factor.
    expect(await (await signInWithPasskey(strong, ada.authenticator, { userVerified: false })).response.json()).toEqual({ twoFactorRedirect: true });

    const weak = createPasskeyAuth({ passkey: { countsAsTwoFactors: false }, plugins: [secondFactor] });
    const bob = await userWithPasskey(weak, 'bob@example.com');
    const { jar, response } = await signInWithPasskey(weak, bob.authenticator);
    expect(await response.json()).toEqual({ twoFactorRedirect: true });
    expect(await sessionUserId(weak, jar)).toBeNull();
  });

  it('user verification required: an assertion without it is refused', async () => {
    const auth = createPasskeyAuth({ passkey: { userVerification: 'required' } });
    const ada = await userWithPasskey(auth);
    const { response } = await signInWithPasskey(auth, ada.authenticator, { userVerified: false });
    expect(await errorOf(response)).toMatchObject({ status: 401, code: 'AUTHENTICATION_FAILED' });
  });
});

/** A new jar holding the given cookie header. */
function jarOf(header: string) {
  const jar = cookieJar();
  for (const pair of header.split('; ')) jar.store(new Response(null, { headers: { 'set-cookie': `${pair}; Path=/` } }));
  return jar;
}
