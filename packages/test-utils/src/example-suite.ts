// The checks every framework example runs over real HTTP: sign up, sign in, read
// the session through Latchkey and through the example's own protected route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OidcTestProvider } from './oidc-provider.js';
import { cookieJar } from './test-instance.js';

export interface RunningExample {
  baseURL: string;
  close(): Promise<void>;
}

export interface ExampleSuiteOptions {
  /** Starts the example on 127.0.0.1; gets the test settings to build its auth instance with. */
  start(): Promise<RunningExample>;
  /** The example's own route that needs a session and answers `{ user }`. */
  protectedPath: string;
  /**
   * The OpenID provider the example was started with, as its provider `sso`: the
   * suite checks the sign-in redirect, then completes the sign-in as `alice`.
   */
  openId?: () => OidcTestProvider;
}

/**
 * Runs the example checks in a describe block.
 *
 * @example
 * runExampleSuite('the Express example', { start: startExpress, protectedPath: '/api/me' });
 */
export function runExampleSuite(title: string, options: ExampleSuiteOptions): void {
  describe(title, () => {
    let running: RunningExample;
    beforeAll(async () => {
      running = await options.start();
    });
    afterAll(() => running.close());

    const post = (path: string, body: unknown): Promise<Response> =>
      fetch(`${running.baseURL}${path}`, {
        method: 'POST',
        // What a browser on the app's own origin sends.
        headers: { 'content-type': 'application/json', origin: running.baseURL },
        body: JSON.stringify(body),
      });

    it('signs up, signs in and reads the session', async () => {
      const credentials = { email: 'ada@example.com', password: 'correct horse battery' };
      expect((await post('/api/auth/sign-up/email', { name: 'Ada', ...credentials })).status).toBe(200);
      const jar = cookieJar();
      const signIn = await post('/api/auth/sign-in/email', credentials);
      expect(signIn.status).toBe(200);
      jar.store(signIn);
      const session = await fetch(`${running.baseURL}/api/auth/get-session`, { headers: { cookie: jar.header() } });
      const current = (await session.json()) as { user: { email: string }; session: { ipAddress: string } };
      expect(current.user).toMatchObject({ email: 'ada@example.com' });
      // The peer address reached Latchkey (it is what rate limits count by).
      expect(current.session.ipAddress).toBe('127.0.0.1');
      const mine = await fetch(`${running.baseURL}${options.protectedPath}`, { headers: { cookie: jar.header() } });
      expect(((await mine.json()) as { user: { email: string } }).user.email).toBe('ada@example.com');
    });

    if (options.openId) {
      const openId = options.openId;
      it('redirects to the OpenID provider and signs in on its callback', async () => {
        const provider = openId();
        const start = await post('/api/auth/sign-in/social', { provider: 'sso', callbackURL: '/' });
        expect(start.status).toBe(200);
        const url = new URL(((await start.json()) as { url: string }).url);
        expect(url.origin).toBe(provider.issuer);
        expect(url.searchParams.get('client_id')).toBe(provider.clients[0]?.clientId);
        expect(url.searchParams.get('redirect_uri')).toBe(`${running.baseURL}/api/auth/callback/sso`);
        expect(url.searchParams.get('code_challenge_method')).toBe('S256');
        expect(url.searchParams.get('state')).toBeTruthy();
        const jar = cookieJar();
        jar.store(start);
        const { redirectURL } = await provider.authorize(url, 'alice');
        const callback = await fetch(redirectURL, { headers: { cookie: jar.header() }, redirect: 'manual' });
        expect(callback.status).toBe(302);
        jar.store(callback);
        const session = await fetch(`${running.baseURL}/api/auth/get-session`, { headers: { cookie: jar.header() } });
        expect(((await session.json()) as { user: { email: string } }).user.email).toBe('alice@example.com');
      });
    }

    it('refuses the protected route without a session', async () => {
      expect((await fetch(`${running.baseURL}${options.protectedPath}`)).status).toBe(401);
    });

    it('answers wrong passwords with 401 INVALID_EMAIL_OR_PASSWORD', async () => {
      const signIn = await post('/api/auth/sign-in/email', { email: 'ada@example.com', password: 'not the password' });
      expect(signIn.status).toBe(401);
      expect(((await signIn.json()) as { code: string }).code).toBe('INVALID_EMAIL_OR_PASSWORD');
    });
  });
}
