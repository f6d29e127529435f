import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectExactlyOnce } from '@latchkey/test-utils/exactly-once';
import { AuthError, defineErrorCodes, definePlugin } from 'latchkey/plugins';
import {
  cookieJar,
  createMagicLinkAuth,
  errorOf,
  hasSession,
  PASSWORD,
  requestLink,
  send,
  signUp,
  tokenOf,
  useLink,
  userByEmail,
  type MagicLinkAuth,
} from '@latchkey/test-utils/plugin-instances/magic-link';

afterEach(() => vi.useRealTimers());

const BANS = defineErrorCodes({ TEST_BANNED: { status: 'FORBIDDEN', message: 'Banned' } });

const withQuery = (path: string, params: Record<string, string>) => {
  const url = new URL(path, 'http://x');
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return `${url.pathname}${url.search}`;
};

const post = (auth: MagicLinkAuth, body: Record<string, unknown>, jar = cookieJar()) => send(auth, jar, '/magic-link/verify', { body });

describe('GET and POST /magic-link/verify', () => {
  it('an app using the link gets { token, user, session } and a session; a new address becomes a verified user', async () => {
    const auth = createMagicLinkAuth();
    const link = (await requestLink(auth, { email: 'new@example.com', name: 'Newt' }))!;
    const jar = cookieJar();
    const response = await useLink(auth, link, jar);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ token: expect.any(String), user: { email: 'new@example.com', name: 'Newt', emailVerified: true }, session: { userId: expect.any(String) } });
    expect(await hasSession(auth, jar)).toBe(true);
  });

  it('redirects to callbackURL, and a new user to newUserCallbackURL', async () => {
    const auth = createMagicLinkAuth();
    await signUp(auth, { email: 'ada@example.com' });
    const existing = (await requestLink(auth, { email: 'ada@example.com', callbackURL: '/home', newUserCallbackURL: '/welcome' }))!;
    const first = await useLink(auth, existing);
    expect([first.status, first.headers.get('location')]).toEqual([302, '/home']);
    const fresh = (await requestLink(auth, { email: 'new@example.com', callbackURL: '/home', newUserCallbackURL: 'https://app.example.com/welcome' }))!;
    const second = await useLink(auth, fresh);
    expect(second.headers.get('location')).toBe('https://app.example.com/welcome');
  });

  it('mail scanners: a browser opening the link gets a page that posts it back, and nothing is spent until then', async () => {
    const auth = createMagicLinkAuth();
    const link = (await requestLink(auth, { email: 'ada@example.com', callbackURL: '/home' }))!;
    for (let i = 0; i < 2; i++) {
      const prefetched = await send(auth, null, link, { headers: { accept: 'text/html', 'sec-fetch-mode': 'navigate' } });
      expect(prefetched.status).toBe(200);
      expect(prefetched.headers.get('content-type')).toContain('text/html');
      expect(prefetched.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(prefetched.headers.get('set-cookie')).toBeNull();
      const html = await prefetched.text();
      expect(html).toContain('method="post"');
      expect(html).toContain(`value="${tokenOf(link)}"`);
    }
    const jar = cookieJar();
    const posted = await post(auth, { token: tokenOf(link), callbackURL: '/home' }, jar);
    expect([posted.status, posted.headers.get('location')]).toEqual([302, '/home']);
    expect(await hasSession(auth, jar)).toBe(true);
  });

  it('the page escapes what it echoes', async () => {
    const auth = createMagicLinkAuth();
    const page = await send(auth, null, '/magic-link/verify?token=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E', { headers: { accept: 'text/html' } });
    const html = await page.text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('&quot;&gt;&lt;script&gt;');
  });

  it('a link used 20 times at once: exactly one sign-in, one user, one session', async () => {
    const auth = createMagicLinkAuth();
    const link = (await requestLink(auth, { email: 'ada@example.com' }))!;
    await expectExactlyOnce(() => post(auth, { token: tokenOf(link) }), { refused: { status: 400, code: 'INVALID_TOKEN' } });
    const { db } = await auth.$context;
    expect(await db.count({ model: 'user' })).toBe(1);
    expect(await db.count({ model: 'session' })).toBe(1);
    expect(await errorOf(await useLink(auth, link))).toMatchObject({ status: 400, code: 'INVALID_TOKEN' });
  });

  it('an expired link answers TOKEN_EXPIRED, or redirects to errorCallbackURL with ?error=', async () => {
    const auth = createMagicLinkAuth();
    const link = (await requestLink(auth, { email: 'ada@example.com' }))!;
    const other = (await requestLink(auth, { email: 'bob@example.com', errorCallbackURL: '/sign-in' }))!;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 301_000 });
    expect(await errorOf(await useLink(auth, link))).toMatchObject({ status: 400, code: 'TOKEN_EXPIRED' });
    const redirected = await useLink(auth, other);
    expect([redirected.status, redirected.headers.get('location')]).toEqual([302, '/sign-in?error=TOKEN_EXPIRED']);
  });

  it('magic-link callback to a foreign origin: a link edited on the way is refused at verify, and its token is not spent', async () => {
    const auth = createMagicLinkAuth();
    const link = (await requestLink(auth, { email: 'ada@example.com', callbackURL: '/home' }))!;
    for (const field of ['callbackURL', 'newUserCallbackURL', 'errorCallbackURL']) {
      const edited = withQuery(link, { [field]: 'https://evil.example/collect' });
      expect((await errorOf(await useLink(auth, edited))).status).toBe(403);
      const page = await send(auth, null, edited, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(403);
      expect((await errorOf(await post(auth, { token: tokenOf(link), [field]: '//evil.example' }))).status).toBe(403);
    }
    expect((await useLink(auth, link)).headers.get('location')).toBe('/home');
  });

  it('a token for another purpose is not a magic link', async () => {
    const auth = createMagicLinkAuth({ auth: { emailAndPassword: { enabled: true, sendResetPassword: () => {} } } });
    await signUp(auth, { email: 'ada@example.com' });
    const ctx = await auth.$context;
    const { storeToken } = await import('latchkey/plugins');
    await storeToken(ctx, { purpose: 'reset-password', token: 'reset-token-0123456789abcdefghijk', value: 'x', expiresIn: 300 });
    expect(await errorOf(await post(auth, { token: 'reset-token-0123456789abcdefghijk' }))).toMatchObject({ status: 400, code: 'INVALID_TOKEN' });
  });

  it('pre-account takeover: a link to an unverified account removes the password it was opened with and ends its sessions', async () => {
    const auth = createMagicLinkAuth();
    const squatter = await signUp(auth, { email: 'victim@example.com' });
    const link = (await requestLink(auth, { email: 'victim@example.com' }))!;
    expect(await (await useLink(auth, link)).json()).toMatchObject({ user: { id: squatter.userId, emailVerified: true } });
    expect(await hasSession(auth, squatter.jar)).toBe(false);
    const byPassword = await send(auth, null, '/sign-in/email', { body: { email: 'victim@example.com', password: PASSWORD } });
    expect(await errorOf(byPassword)).toMatchObject({ status: 401, code: 'INVALID_EMAIL_OR_PASSWORD' });
  });

  it('goes through issueSession: a refused sign-in redirects to errorCallbackURL with its code, or answers it', async () => {
    const banned = definePlugin({
      id: 'ban-all',
      errorCodes: BANS,
      session: { beforeCreate: () => { throw AuthError.of(BANS, 'TEST_BANNED'); } },
    });
    const auth = createMagicLinkAuth({ plugins: [banned] });
    const withError = (await requestLink(auth, { email: 'ada@example.com', callbackURL: '/home', errorCallbackURL: '/oops' }))!;
    const jar = cookieJar();
    expect((await useLink(auth, withError, jar)).headers.get('location')).toBe('/oops?error=TEST_BANNED');
    expect(await hasSession(auth, jar)).toBe(false);
    const plain = (await requestLink(auth, { email: 'ada@example.com' }))!;
    expect(await errorOf(await useLink(auth, plain))).toMatchObject({ status: 403, code: 'TEST_BANNED' });
  });

  it('goes through issueSession: a challenge replaces the session (its page, or its data)', async () => {
    const challenging = definePlugin({
      id: 'challenge-all',
      session: { beforeCreate: () => ({ challenge: { data: { twoFactorRedirect: true }, redirectTo: '/two-factor' } }) },
    });
    const auth = createMagicLinkAuth({ plugins: [challenging] });
    const link = (await requestLink(auth, { email: 'ada@example.com', callbackURL: '/home' }))!;
    const jar = cookieJar();
    expect((await useLink(auth, link, jar)).headers.get('location')).toBe('/two-factor');
    expect(await hasSession(auth, jar)).toBe(false);
    const plain = (await requestLink(auth, { email: 'ada@example.com' }))!;
    expect(await (await useLink(auth, plain)).json()).toEqual({ twoFactorRedirect: true });
  });

  it('with disableSignUp an unknown address gets no link and no account', async () => {
    const auth = createMagicLinkAuth({ magicLink: { disableSignUp: true } });
    expect(await requestLink(auth, { email: 'new@example.com' })).toBeUndefined();
    expect(await userByEmail(auth, 'new@example.com')).toBeNull();
  });

  it('a cross-site form posting a token is refused (login CSRF)', async () => {
    const auth = createMagicLinkAuth();
    const link = (await requestLink(auth, { email: 'ada@example.com' }))!;
    const { bareRequest } = await import('@latchkey/test-utils/test-instance');
    const forged = await auth.handler(
      bareRequest('/magic-link/verify', {
        body: `token=${tokenOf(link)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
      }),
    );
    expect(forged.status).toBe(403);
    expect((await post(auth, { token: tokenOf(link) })).status).toBe(200);
  });

  it('the page\'s form, posted by the browser from this origin, signs in and redirects', async () => {
    const auth = createMagicLinkAuth();
    const link = (await requestLink(auth, { email: 'ada@example.com', callbackURL: '/home' }))!;
    const { bareRequest } = await import('@latchkey/test-utils/test-instance');
    const posted = await auth.handler(
      bareRequest('/magic-link/verify', {
        body: `token=${tokenOf(link)}&callbackURL=%2Fhome`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate', accept: 'text/html' },
      }),
    );
    expect([posted.status, posted.headers.get('location')]).toEqual([302, '/home']);
  });
});
