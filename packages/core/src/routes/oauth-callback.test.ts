import { describe, expect, it } from 'vitest';
import {
  cookieJar,
  createSocialAuth,
  errorOf,
  OTHER_PROVIDER_ID,
  PEOPLE,
  PROVIDER_ID,
  sessionUser,
  startFlow,
  useTestProvider,
  TEST_BASE_URL,
  visitCallback,
  type Jar,
  type SocialAuth,
} from '@latchkey/test-utils/social-routes-instance';

const op = useTestProvider();

const ERROR_PAGE = `${TEST_BASE_URL}/api/auth/error`;

/** Starts a flow and logs in at the provider, stopping before the callback. */
async function authorized(auth: SocialAuth, body: Record<string, unknown> = {}): Promise<{ callback: URL; jar: Jar }> {
  const { url, jar } = await startFlow(auth, { body });
  const { redirectURL } = await op().authorize(url, PEOPLE.ada.sub);
  return { callback: redirectURL, jar };
}

function expectErrorPage(response: Response, code: string): void {
  expect(response.status).toBe(302);
  const location = response.headers.get('location') ?? '';
  expect(location.startsWith(`${ERROR_PAGE}?`)).toBe(true);
  expect(errorOf(location)).toBe(code);
}

describe('GET /callback/:id attacks on the state', () => {
  it('missing state: sends the browser to restart', async () => {
    const auth = createSocialAuth(op());
    const { callback, jar } = await authorized(auth);
    callback.searchParams.delete('state');
    expectErrorPage(await visitCallback(auth, callback, jar), 'please_restart_the_process');
  });

  it('tampered state: refused as a mismatch with the cookie', async () => {
    const auth = createSocialAuth(op());
    const { callback, jar } = await authorized(auth);
    callback.searchParams.set('state', 'x'.repeat(32));
    expectErrorPage(await visitCallback(auth, callback, jar), 'state_mismatch');
  });

  it('login CSRF (callback without the state cookie): refused and the real flow still works', async () => {
    const auth = createSocialAuth(op());
    const { callback, jar } = await authorized(auth);
    expectErrorPage(await visitCallback(auth, callback, cookieJar()), 'state_mismatch');
    // The planted request did not spend the victim's state.
    const response = await visitCallback(auth, callback, jar);
    expect(response.headers.get('location')).toBe('/');
  });

  it('forged state cookie (unsigned value): refused', async () => {
    const auth = createSocialAuth(op());
    const { callback } = await authorized(auth);
    const response = await auth.handler(
      new Request(callback, { headers: { cookie: `latchkey.state=${callback.searchParams.get('state') ?? ''}` } }),
    );
    expectErrorPage(response, 'state_mismatch');
  });

  it('expired state: sends the browser to restart', async () => {
    const auth = createSocialAuth(op());
    const { callback, jar } = await authorized(auth);
    const ctx = await auth.$context;
    await ctx.db.updateMany({ model: 'verification', where: [], update: { expiresAt: new Date(Date.now() - 1000) } });
    expectErrorPage(await visitCallback(auth, callback, jar), 'please_restart_the_process');
    expect(await sessionUser(auth, jar)).toBeNull();
  });

  it('replayed state: the second use of a callback finds nothing', async () => {
    const auth = createSocialAuth(op());
    const { callback, jar } = await authorized(auth);
    const cookie = jar.header();
    const first = await visitCallback(auth, callback, jar);
    expect(first.headers.get('location')).toBe('/');
    const replay = await auth.handler(new Request(callback, { headers: { cookie } }));
    expectErrorPage(replay, 'please_restart_the_process');
  });

  it('provider mix-up: a state from one provider delivered to another provider\'s callback is refused', async () => {
    const auth = createSocialAuth(op());
    const { callback, jar } = await authorized(auth);
    const other = new URL(callback);
    other.pathname = `/api/auth/callback/${OTHER_PROVIDER_ID}`;
    expectErrorPage(await visitCallback(auth, other, jar), 'state_mismatch');
  });

  it('unknown provider in the callback path: oauth_provider_not_found', async () => {
    const auth = createSocialAuth(op());
    const { callback, jar } = await authorized(auth);
    const other = new URL(callback);
    other.pathname = '/api/auth/callback/nope';
    expectErrorPage(await visitCallback(auth, other, jar), 'oauth_provider_not_found');
  });

  it('a state cookie and record both present but from two flows: refused', async () => {
    const auth = createSocialAuth(op());
    const one = await authorized(auth);
    const two = await authorized(auth);
    expectErrorPage(await visitCallback(auth, one.callback, two.jar), 'state_mismatch');
  });
});

describe('GET /callback/:id other failures', () => {
  it('forwards a provider error to the errorCallbackURL with its description', async () => {
    const auth = createSocialAuth(op());
    const { callback, jar } = await authorized(auth, { errorCallbackURL: '/sign-in?from=oauth' });
    callback.searchParams.delete('code');
    callback.searchParams.set('error', 'access_denied');
    callback.searchParams.set('error_description', 'The user said no');
    const response = await visitCallback(auth, callback, jar);
    const location = new URL(response.headers.get('location') ?? '', TEST_BASE_URL);
    expect(location.pathname).toBe('/sign-in');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      from: 'oauth',
      error: 'access_denied',
      error_description: 'The user said no',
    });
  });

  it('mix-up via the iss parameter: a foreign issuer is an invalid_callback_request', async () => {
    const auth = createSocialAuth(op());
    const { callback, jar } = await authorized(auth);
    callback.searchParams.set('iss', 'https://evil.example');
    const response = await visitCallback(auth, callback, jar);
    expect(errorOf(response.headers.get('location') ?? '')).toBe('invalid_callback_request');
  });

  it('a callback without the iss parameter the provider announced is refused', async () => {
    const auth = createSocialAuth(op());
    const { callback, jar } = await authorized(auth);
    callback.searchParams.delete('iss');
    const response = await visitCallback(auth, callback, jar);
    expect(errorOf(response.headers.get('location') ?? '')).toBe('invalid_callback_request');
  });

  it('answers no_code without a code and invalid_code for a forged one', async () => {
    const auth = createSocialAuth(op());
    const missing = await authorized(auth);
    missing.callback.searchParams.delete('code');
    expect(errorOf((await visitCallback(auth, missing.callback, missing.jar)).headers.get('location') ?? '')).toBe('no_code');
    const forged = await authorized(auth);
    forged.callback.searchParams.set('code', 'forged-code');
    expect(errorOf((await visitCallback(auth, forged.callback, forged.jar)).headers.get('location') ?? '')).toBe('invalid_code');
  });

  it('an overlong parameter still ends in a redirect, never in a JSON error', async () => {
    const auth = createSocialAuth(op());
    const { callback, jar } = await authorized(auth);
    callback.searchParams.set('state', 's'.repeat(5000));
    expectErrorPage(await visitCallback(auth, callback, jar), 'please_restart_the_process');
  });
});

describe('POST /callback/:id (form_post)', () => {
  it('form_post: turns the cross-site POST into a GET redirect carrying every parameter, Apple\'s user included', async () => {
    const auth = createSocialAuth(op());
    const { callback, jar } = await authorized(auth);
    const user = JSON.stringify({ name: { firstName: 'Ada', lastName: 'Lovelace' }, email: 'ada@example.com' });
    const form = new URLSearchParams({ ...Object.fromEntries(callback.searchParams), user });
    const post = await auth.handler(
      new Request(`${TEST_BASE_URL}/api/auth/callback/${PROVIDER_ID}`, {
        method: 'POST',
        // A real form_post: cross-site, no cookies (SameSite=Lax keeps them back).
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://appleid.apple.com' },
        body: form.toString(),
      }),
    );
    expect(post.status).toBe(303);
    expect(post.headers.getSetCookie()).toEqual([]);
    const target = new URL(post.headers.get('location') ?? '');
    expect(target.origin + target.pathname).toBe(`${TEST_BASE_URL}/api/auth/callback/${PROVIDER_ID}`);
    expect(target.searchParams.get('state')).toBe(callback.searchParams.get('state'));
    expect(target.searchParams.get('code')).toBe(callback.searchParams.get('code'));
    expect(target.searchParams.get('user')).toBe(user);
    // The POST did nothing: the state is still there for the GET, which signs in.
    const response = await visitCallback(auth, target, jar);
    expect(response.headers.get('location')).toBe('/');
    expect(await sessionUser(auth, jar)).toMatchObject({ email: 'ada@example.com' });
  });

  it('form_post to an unknown provider goes to the error page', async () => {
    const auth = createSocialAuth(op());
    const post = await auth.handler(
      new Request(`${TEST_BASE_URL}/api/auth/callback/nope`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'code=x&state=y',
      }),
    );
    expect(post.status).toBe(303);
    expect(errorOf(post.headers.get('location') ?? '')).toBe('oauth_provider_not_found');
  });
});
