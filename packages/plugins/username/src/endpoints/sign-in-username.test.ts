import { describe, expect, it } from 'vitest';
import type { SignInMethod } from 'latchkey/plugins';
import {
  countingHasher,
  createUsernameAuth,
  errorOf,
  PASSWORD,
  request,
  sessionGate,
  signInUsername,
  signUpWithUsername,
  userByEmail,
} from '@latchkey/test-utils/plugin-instances/username';

const sessionTokenSet = (response: Response): boolean =>
  response.headers.getSetCookie().some((line) => line.includes('session_token=') && !/max-age=0/i.test(line));

describe('POST /sign-in/username', () => {
  it('signs in by username in any letter case and answers like /sign-in/email', async () => {
    const auth = createUsernameAuth();
    await signUpWithUsername(auth, { email: 'ada@example.com', username: 'Ada.Lovelace' });
    const response = await signInUsername(auth, { username: 'ADA.lovelace' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ redirect: false, user: { email: 'ada@example.com', username: 'ada.lovelace', displayUsername: 'Ada.Lovelace' } });
    expect(typeof body.token).toBe('string');
    expect(sessionTokenSet(response)).toBe(true);
  });

  it('carries a safe callbackURL back and refuses an unsafe one', async () => {
    const auth = createUsernameAuth();
    await signUpWithUsername(auth, { email: 'ada@example.com', username: 'ada' });
    const ok = await auth.handler(request('/sign-in/username', { body: { username: 'ada', password: PASSWORD, callbackURL: '/home' } }));
    expect(await ok.json()).toMatchObject({ redirect: true, url: '/home' });
    const evil = await auth.handler(request('/sign-in/username', { body: { username: 'ada', password: PASSWORD, callbackURL: 'https://evil.example/' } }));
    expect(evil.status).toBe(403);
  });

  it('enumeration: an unknown username, a user without a password and a wrong password answer identically after one verification each', async () => {
    const { hasher, verifications } = countingHasher();
    const auth = createUsernameAuth({ auth: { emailAndPassword: { enabled: true, password: hasher } } });
    await signUpWithUsername(auth, { email: 'ada@example.com', username: 'ada' });
    const now = new Date();
    await (await auth.$context).db.create({
      model: 'user',
      data: { id: 'social-only', name: 'S', email: 's@example.com', emailVerified: true, username: 'social', createdAt: now, updatedAt: now },
    });
    const answers = [];
    for (const attempt of [{ username: 'nobody' }, { username: 'social' }, { username: 'ada', password: 'wrong password!' }]) {
      const before = verifications();
      const response = await signInUsername(auth, attempt);
      expect(verifications() - before).toBe(1);
      expect(sessionTokenSet(response)).toBe(false);
      answers.push({ ...(await errorOf(response)), headers: [...response.headers.keys()].sort() });
    }
    expect(answers[0]).toEqual({
      status: 401,
      code: 'INVALID_USERNAME_OR_PASSWORD',
      message: 'Invalid username or password',
      headers: answers[0]!.headers,
    });
    for (const answer of answers) expect(answer).toEqual(answers[0]);
  });

  it('answers a name that breaks the rules with 422 and the rule, as the established API does, before any lookup', async () => {
    const { hasher, verifications } = countingHasher();
    const auth = createUsernameAuth({ auth: { emailAndPassword: { enabled: true, password: hasher } } });
    const cases = [
      ['ab', 'USERNAME_TOO_SHORT', 'Username is too short'],
      ['a'.repeat(31), 'USERNAME_TOO_LONG', 'Username is too long'],
      ['ada lovelace', 'INVALID_USERNAME', 'Username is invalid'],
      ['!!!', 'INVALID_USERNAME', 'Username is invalid'],
    ] as const;
    for (const [username, code, message] of cases) {
      const response = await signInUsername(auth, { username });
      expect(await errorOf(response)).toEqual({ status: 422, code, message });
      expect(sessionTokenSet(response)).toBe(false);
    }
    expect(verifications()).toBe(0);
  });

  it('enumeration through the lock: an unknown username is locked after as many failures as a real one', async () => {
    const auth = createUsernameAuth({ auth: { emailAndPassword: { enabled: true, maxFailedAttempts: 3 } } });
    await signUpWithUsername(auth, { email: 'ada@example.com', username: 'ada' });
    for (const username of ['ada', 'nobody']) {
      const statuses = [];
      for (let attempt = 0; attempt < 4; attempt++) statuses.push((await signInUsername(auth, { username, password: 'wrong password!' })).status);
      expect(statuses).toEqual([401, 401, 401, 429]);
    }
    // The lock is the account's: the email sign-in is locked too.
    const email = await auth.handler(request('/sign-in/email', { body: { email: 'ada@example.com', password: PASSWORD } }));
    expect(email.status).toBe(429);
  });

  it('a banned user is refused and no session is created', async () => {
    const auth = createUsernameAuth({ plugins: [sessionGate({ banned: ['eve@example.com'] })] });
    await signUpWithUsername(auth, { email: 'eve@example.com', username: 'eve' });
    const ctx = await auth.$context;
    const before = await ctx.db.count({ model: 'session' });
    const response = await signInUsername(auth, { username: 'eve' });
    expect(await errorOf(response)).toMatchObject({ status: 403, code: 'BANNED_USER' });
    expect(sessionTokenSet(response)).toBe(false);
    expect(await ctx.db.count({ model: 'session' })).toBe(before);
  });

  it('a user with a second factor gets the challenge, through issueSession with method "username"', async () => {
    const seen: SignInMethod[] = [];
    const auth = createUsernameAuth({ plugins: [sessionGate({ challenged: ['ada@example.com'], seen })] });
    await signUpWithUsername(auth, { email: 'ada@example.com', username: 'ada' });
    const response = await signInUsername(auth, { username: 'ada' });
    expect(await response.json()).toEqual({ twoFactorRedirect: true });
    expect(sessionTokenSet(response)).toBe(false);
    expect(seen).toEqual(['sign-up', 'username']);
  });

  it('refuses an unverified address when verification is required, and mails a new link', async () => {
    const sent: string[] = [];
    const auth = createUsernameAuth({
      auth: {
        emailAndPassword: { enabled: true, requireEmailVerification: true },
        emailVerification: { sendOnSignUp: false, sendVerificationEmail: async ({ user }) => void sent.push(user.email) },
        waitUntil: (task) => void task,
      },
    });
    await signUpWithUsername(auth, { email: 'ada@example.com', username: 'ada' });
    const response = await signInUsername(auth, { username: 'ada' });
    expect(await errorOf(response)).toMatchObject({ status: 403, code: 'EMAIL_NOT_VERIFIED' });
    await expect.poll(() => sent).toEqual(['ada@example.com']);
    expect((await userByEmail(auth, 'ada@example.com'))?.emailVerified).toBe(false);
  });

  it('answers 400 for a missing password and never a 500 for odd input', async () => {
    const auth = createUsernameAuth();
    for (const body of [{ username: 'ada' }, { username: 5, password: PASSWORD }, { username: 'x'.repeat(300), password: PASSWORD }]) {
      expect((await auth.handler(request('/sign-in/username', { body }))).status).toBe(400);
    }
  });

  it('is off when email and password accounts are', async () => {
    const auth = createUsernameAuth({ auth: { emailAndPassword: { enabled: false } } });
    expect(await errorOf(await signInUsername(auth, { username: 'ada' }))).toMatchObject({ status: 400, code: 'EMAIL_PASSWORD_DISABLED' });
  });
});
