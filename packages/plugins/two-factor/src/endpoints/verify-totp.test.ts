import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectExactlyOnce } from '@latchkey/test-utils/exactly-once';
import {
  countSessions,
  createTwoFactorAuth,
  FAILED_CODES_LOCK,
  enrolledUser,
  errorOf,
  freezeMidStep,
  keyOf,
  send,
  sessionUserId,
  signInChallenged,
  totpCode,
  userRow,
  PASSWORD,
  signUp,
} from '@latchkey/test-utils/plugin-instances/two-factor';

beforeEach(freezeMidStep);
afterEach(() => vi.useRealTimers());

const verify = (auth: Parameters<typeof send>[0], jar: Parameters<typeof send>[1], code: string, extra: Record<string, unknown> = {}) =>
  send(auth, jar, '/two-factor/verify-totp', { body: { code, ...extra } });

describe('POST /two-factor/verify-totp', () => {
  it('confirms an enrolment while signed in: two-factor turns on only then, and the answer says twoFactorEnabled: true', async () => {
    const auth = createTwoFactorAuth();
    const { jar, userId } = await signUp(auth, { email: 'ada@example.com' });
    const enabled = await send(auth, jar, '/two-factor/enable', { body: { password: PASSWORD } });
    const { totpURI } = (await enabled.json()) as { totpURI: string };
    expect((await userRow(auth, userId))?.twoFactorEnabled).toBe(false);
    const response = await verify(auth, jar, totpCode(keyOf(totpURI)));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ user: { id: userId, twoFactorEnabled: true } });
    expect((await userRow(auth, userId))?.twoFactorEnabled).toBe(true);
    const session = (await (await send(auth, jar, '/get-session')).json()) as { user: { twoFactorEnabled: boolean } };
    expect(session.user.twoFactorEnabled).toBe(true);
  });

  it('a sign-in gets the challenge, and a right code turns it into a session', async () => {
    const auth = createTwoFactorAuth();
    const ada = await enrolledUser(auth);
    const { jar, response, body } = await signInChallenged(auth, { email: ada.email });
    expect(response.status).toBe(200);
    expect(body).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp', 'otp'] });
    expect(jar.get('latchkey.session_token')).toBeUndefined();
    expect(jar.get('latchkey.two_factor')).toBeTruthy();
    expect(await sessionUserId(auth, jar)).toBeNull();

    const verified = await verify(auth, jar, totpCode(ada.key));
    expect(verified.status).toBe(200);
    const answer = (await verified.json()) as { token: string; user: { id: string } };
    expect(answer.token).toBeTruthy();
    expect(answer.user.id).toBe(ada.userId);
    expect(await sessionUserId(auth, jar)).toBe(ada.userId);
    expect(jar.get('latchkey.two_factor')).toBeUndefined();
  });

  it('accepts one step of drift either way, not two', async () => {
    const auth = createTwoFactorAuth();
    const ada = await enrolledUser(auth);
    const early = await signInChallenged(auth, { email: ada.email });
    expect(await errorOf(await verify(auth, early.jar, totpCode(ada.key, 2)))).toMatchObject({ status: 401, code: 'INVALID_CODE' });
    expect((await verify(auth, early.jar, totpCode(ada.key, 1))).status).toBe(200);
  });

  it('TOTP replay: a code accepted once is refused for the rest of its window', async () => {
    const auth = createTwoFactorAuth();
    const ada = await enrolledUser(auth);
    const code = totpCode(ada.key);
    const first = await signInChallenged(auth, { email: ada.email });
    expect((await verify(auth, first.jar, code)).status).toBe(200);
    const second = await signInChallenged(auth, { email: ada.email });
    vi.setSystemTime(Date.now() + 20_000);
    expect(await errorOf(await verify(auth, second.jar, code))).toMatchObject({ status: 401, code: 'INVALID_CODE' });
    // An earlier step than the one accepted is refused too.
    expect(await errorOf(await verify(auth, second.jar, totpCode(ada.key, -1)))).toMatchObject({ code: 'INVALID_CODE' });
  });

  it('TOTP replay: one code used at once in 20 challenges succeeds once, one session', async () => {
    const auth = createTwoFactorAuth();
    const ada = await enrolledUser(auth);
    const code = totpCode(ada.key);
    const challenges = await Promise.all(Array.from({ length: 20 }, () => signInChallenged(auth, { email: ada.email })));
    const before = await countSessions(auth, ada.userId);
    await expectExactlyOnce((i) => verify(auth, challenges[i]!.jar, code), { refused: [{ status: 401, code: 'INVALID_CODE' }, FAILED_CODES_LOCK] });
    expect(await countSessions(auth, ada.userId)).toBe(before + 1);
  });

  it('brute force within one challenge: after 5 wrong codes the attempt is void, even for the right code', async () => {
    const auth = createTwoFactorAuth();
    const ada = await enrolledUser(auth);
    const { jar } = await signInChallenged(auth, { email: ada.email });
    for (let i = 0; i < 5; i++) {
      expect(await errorOf(await verify(auth, jar, '000000'))).toMatchObject({ status: 401, code: 'INVALID_CODE' });
    }
    expect(await errorOf(await verify(auth, jar, totpCode(ada.key)))).toMatchObject({ status: 403, code: 'TOO_MANY_ATTEMPTS' });
    expect(await errorOf(await verify(auth, jar, totpCode(ada.key)))).toMatchObject({ status: 401, code: 'INVALID_TWO_FACTOR_COOKIE' });
    expect(await sessionUserId(auth, jar)).toBeNull();
  });

  it('brute force within one challenge: parallel guesses cannot exceed the limit', async () => {
    const auth = createTwoFactorAuth();
    const ada = await enrolledUser(auth);
    const { jar } = await signInChallenged(auth, { email: ada.email });
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => verify(auth, jar, String(100000 + i))));
    const codes = await Promise.all(answers.map(async (r) => ((await r.json()) as { code: string }).code));
    expect(codes.filter((code) => code === 'INVALID_CODE')).toHaveLength(5);
  });

  it('brute force across challenges: the user is paused after 10 wrong codes, whatever the cookie', async () => {
    const auth = createTwoFactorAuth();
    const ada = await enrolledUser(auth);
    for (let round = 0; round < 2; round++) {
      const { jar } = await signInChallenged(auth, { email: ada.email });
      for (let i = 0; i < 5; i++) await verify(auth, jar, '000000');
    }
    const { jar } = await signInChallenged(auth, { email: ada.email });
    expect(await errorOf(await verify(auth, jar, totpCode(ada.key)))).toMatchObject({ status: 429, code: 'TOO_MANY_FAILED_CODES' });
    vi.setSystemTime(Date.now() + 16 * 60_000);
    const later = await signInChallenged(auth, { email: ada.email });
    expect((await verify(auth, later.jar, totpCode(ada.key))).status).toBe(200);
  });

  it('challenge cookie of another attempt: it verifies only its own user, and a re-signed user id is refused', async () => {
    const auth = createTwoFactorAuth();
    const ada = await enrolledUser(auth, 'ada@example.com');
    const bob = await enrolledUser(auth, 'bob@example.com');
    const adas = await signInChallenged(auth, { email: ada.email });
    const bobs = await signInChallenged(auth, { email: bob.email });
    // Bob's code in Ada's attempt proves nothing about Ada.
    expect(await errorOf(await verify(auth, adas.jar, totpCode(bob.key)))).toMatchObject({ status: 401, code: 'INVALID_CODE' });
    // Ada's attempt id under Bob's signed cookie name: the signature no longer holds.
    const adaValue = adas.jar.get('latchkey.two_factor')!;
    const bobValue = bobs.jar.get('latchkey.two_factor')!;
    const spliced = { header: () => `latchkey.two_factor=${adaValue.split('%3A')[0]}%3A${bob.userId}.${bobValue.split('.').pop()}`, store: () => {}, get: () => undefined };
    expect(await errorOf(await verify(auth, spliced as never, totpCode(bob.key)))).toMatchObject({ status: 401, code: 'INVALID_TWO_FACTOR_COOKIE' });
    expect((await verify(auth, bobs.jar, totpCode(bob.key))).status).toBe(200);
  });

  it('challenge cookie after expiry: 10 minutes later the attempt is gone', async () => {
    const auth = createTwoFactorAuth();
    const ada = await enrolledUser(auth);
    const { jar } = await signInChallenged(auth, { email: ada.email });
    vi.setSystemTime(Date.now() + 10 * 60_000 + 1000);
    expect(await errorOf(await verify(auth, jar, totpCode(ada.key)))).toMatchObject({ status: 401, code: 'INVALID_TWO_FACTOR_COOKIE' });
  });

  it('without a challenge or a session it answers 401; without an enrolment 400', async () => {
    const auth = createTwoFactorAuth();
    expect(await errorOf(await verify(auth, null, '123456'))).toMatchObject({ status: 401, code: 'INVALID_TWO_FACTOR_COOKIE' });
    const { jar } = await signUp(auth, { email: 'eve@example.com' });
    expect(await errorOf(await verify(auth, jar, '123456'))).toMatchObject({ status: 400, code: 'TOTP_NOT_ENABLED' });
  });

  it('keeps the first factor\'s rememberMe: a session cookie without Max-Age', async () => {
    const auth = createTwoFactorAuth();
    const ada = await enrolledUser(auth);
    const { jar } = await signInChallenged(auth, { email: ada.email, rememberMe: false });
    const response = await verify(auth, jar, totpCode(ada.key));
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('latchkey.session_token='));
    expect(cookie).toBeTruthy();
    expect(cookie).not.toMatch(/max-age/i);
  });
});
