import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthError, CORE_ERROR_CODES, definePlugin } from 'latchkey/plugins';
import { signIn } from '@latchkey/test-utils/account-kit';
import {
  authorizationParams,
  authorize,
  createProviderAuth,
  ISSUER,
  locationOf,
  obtainCode,
  redeem,
  REDIRECT_URI,
  registerTestClient,
  send,
  signedInWithClient,
  signUp,
  TEST_BASE_URL,
} from '@latchkey/test-utils/plugin-instances/oidc-provider';

afterEach(() => vi.useRealTimers());

/** An error page: HTML, 400, and no redirect anywhere. */
async function expectErrorPage(response: Response): Promise<void> {
  expect(response.status).toBe(400);
  expect(response.headers.get('location')).toBeNull();
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  expect(await response.text()).toContain('cannot continue');
}

/** An error sent back to the client's redirect URI, with state and iss. */
function expectRedirectError(response: Response, error: string): void {
  const location = locationOf(response);
  expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI);
  expect(location.searchParams.get('error')).toBe(error);
  expect(location.searchParams.get('state')).toBe('state-123');
  expect(location.searchParams.get('iss')).toBe(ISSUER);
}

describe('GET /oauth2/authorize', () => {
  it('gives a signed-in user of a first-party client a code with state and iss', async () => {
    const auth = createProviderAuth();
    const { jar, client } = await signedInWithClient(auth);
    const { location } = await obtainCode(auth, { jar, client });
    expect(location.searchParams.get('state')).toBe('state-123');
    expect(location.searchParams.get('iss')).toBe(ISSUER);
    expect(location.searchParams.get('code')).toMatch(/^[A-Za-z0-9]{43}$/);
  });

  it('sends a signed-out user to the sign-in page, which brings them back to the same request', async () => {
    const auth = createProviderAuth();
    const client = await registerTestClient(auth, { firstParty: true });
    const { params } = authorizationParams(client, { login_hint: 'ada@example.com' });
    const toSignIn = locationOf(await authorize(auth, null, params));
    expect(`${toSignIn.origin}${toSignIn.pathname}`).toBe(`${TEST_BASE_URL}/sign-in`);
    expect(toSignIn.searchParams.get('login_hint')).toBe('ada@example.com');
    const callback = new URL(toSignIn.searchParams.get('callbackURL') ?? '');
    expect(Object.fromEntries(callback.searchParams)).toEqual(params);

    const { jar } = await signUp(auth, { email: 'ada@example.com' });
    const back = await auth.handler(new Request(callback, { headers: { cookie: jar.header() } }));
    expect(locationOf(back).searchParams.get('code')).toBeTruthy();
  });

  it('prompt=none without a session answers login_required to the redirect URI, never a page', async () => {
    const auth = createProviderAuth();
    const client = await registerTestClient(auth, { firstParty: true });
    expectRedirectError(await authorize(auth, null, authorizationParams(client, { prompt: 'none' }).params), 'login_required');
  });

  describe('errors that cannot trust the redirect URI show the error page instead of redirecting', () => {
    it.each([
      ['an unknown client', { client_id: 'nobody' }],
      ['a missing redirect_uri', { redirect_uri: undefined }],
      ['an extra path', { redirect_uri: `${REDIRECT_URI}/extra` }],
      ['a query', { redirect_uri: `${REDIRECT_URI}?a=1` }],
      ['a fragment', { redirect_uri: `${REDIRECT_URI}#f` }],
      ['another case', { redirect_uri: 'https://RP.example.com/callback' }],
      ['user info', { redirect_uri: 'https://rp.example.com@evil.example/callback' }],
      ['encoded characters', { redirect_uri: 'https://rp.example.com/%63allback' }],
      ['another port', { redirect_uri: 'https://rp.example.com:444/callback' }],
      ['another site', { redirect_uri: 'https://evil.example/callback' }],
    ])('%s', async (_label, overrides) => {
      const auth = createProviderAuth();
      const { jar, client } = await signedInWithClient(auth);
      await expectErrorPage(await authorize(auth, jar, authorizationParams(client, overrides).params));
    });

    it('a repeated client_id or redirect_uri', async () => {
      const auth = createProviderAuth();
      const { jar, client } = await signedInWithClient(auth);
      const query = `${new URLSearchParams(authorizationParams(client).params).toString()}&redirect_uri=${encodeURIComponent('https://evil.example/cb')}`;
      await expectErrorPage(await authorize(auth, jar, query));
    });
  });

  describe('PKCE S256 only, code flow only', () => {
    it.each([
      ['PKCE missing', { code_challenge: undefined, code_challenge_method: undefined }, 'invalid_request'],
      ['PKCE plain', { code_challenge_method: 'plain', code_challenge: 'a'.repeat(43) }, 'invalid_request'],
      ['a method without a challenge', { code_challenge: undefined }, 'invalid_request'],
      ['the implicit flow', { response_type: 'token' }, 'unsupported_response_type'],
      ['the hybrid flow', { response_type: 'code id_token' }, 'unsupported_response_type'],
      ['form_post', { response_mode: 'form_post' }, 'invalid_request'],
      ['a request object', { request: 'eyJhbGciOiJub25lIn0.e30.' }, 'request_not_supported'],
      ['an unknown scope', { scope: 'openid admin' }, 'invalid_scope'],
      ['prompt=none with another prompt', { prompt: 'none login' }, 'invalid_request'],
      ['an unknown resource', { resource: 'https://api.example.com' }, 'invalid_target'],
    ])('%s is refused', async (_label, overrides, error) => {
      const auth = createProviderAuth();
      const { jar, client } = await signedInWithClient(auth);
      expectRedirectError(await authorize(auth, jar, authorizationParams(client, overrides).params), error);
    });

    it('a scope the client was not registered for is refused', async () => {
      const auth = createProviderAuth();
      const { jar, client } = await signedInWithClient(auth, { firstParty: true, scope: 'openid' });
      expectRedirectError(await authorize(auth, jar, authorizationParams(client, { scope: 'openid email' }).params), 'invalid_scope');
    });
  });

  describe('consent', () => {
    async function consentRedirect(auth: ReturnType<typeof createProviderAuth>) {
      const { jar, client } = await signedInWithClient(auth, {});
      const response = await authorize(auth, jar, authorizationParams(client).params);
      const location = locationOf(response);
      expect(`${location.origin}${location.pathname}`).toBe(`${TEST_BASE_URL}/oauth/consent`);
      return { jar, client, consentCode: location.searchParams.get('consent_code') ?? '' };
    }

    it('sends the user to the consent page; accepting answers the code; the next request needs no consent', async () => {
      const auth = createProviderAuth({ provider: { scopes: {} } });
      const { jar, client, consentCode } = await consentRedirect(auth);
      const details = await auth.handler(new Request(`${ISSUER}/oauth2/consent-details?consent_code=${consentCode}`, { headers: { cookie: jar.header() } }));
      expect(await details.json()).toMatchObject({ client: { clientId: client.clientId, name: 'Relying Party' }, redirectOrigin: 'https://rp.example.com', scopes: [{ name: 'openid' }, { name: 'profile' }, { name: 'email' }, { name: 'offline_access' }] });
      const answer = await auth.api.oauth2Consent({ body: { consentCode, accept: true }, headers: { cookie: jar.header() } });
      const back = new URL(answer.redirectURI);
      expect(back.searchParams.get('code')).toBeTruthy();
      expect(back.searchParams.get('state')).toBe('state-123');
      expect(back.searchParams.get('iss')).toBe(ISSUER);
      await expect(auth.api.oauth2Consent({ body: { consentCode, accept: true }, headers: { cookie: jar.header() } })).rejects.toMatchObject({ code: 'INVALID_CONSENT_CODE' });
      expect(locationOf(await authorize(auth, jar, authorizationParams(client).params)).searchParams.get('code')).toBeTruthy();
      const forced = locationOf(await authorize(auth, jar, authorizationParams(client, { prompt: 'consent' }).params));
      expect(forced.pathname).toBe('/oauth/consent');
    });

    it('consent cannot be skipped by a non-first-party client: prompt=none answers consent_required', async () => {
      const auth = createProviderAuth();
      const { jar, client } = await signedInWithClient(auth, {});
      expectRedirectError(await authorize(auth, jar, authorizationParams(client, { prompt: 'none' }).params), 'consent_required');
    });

    it('a consent for fewer scopes does not cover more', async () => {
      const auth = createProviderAuth();
      const { jar, client } = await signedInWithClient(auth, {});
      const first = locationOf(await authorize(auth, jar, authorizationParams(client, { scope: 'openid' }).params));
      await auth.api.oauth2Consent({ body: { consentCode: first.searchParams.get('consent_code') ?? '', accept: true }, headers: { cookie: jar.header() } });
      expect(locationOf(await authorize(auth, jar, authorizationParams(client, { scope: 'openid' }).params)).searchParams.get('code')).toBeTruthy();
      expect(locationOf(await authorize(auth, jar, authorizationParams(client, { scope: 'openid email' }).params)).pathname).toBe('/oauth/consent');
    });

    it('denying answers access_denied to the client; another user cannot answer the consent', async () => {
      const auth = createProviderAuth();
      const { jar, consentCode } = await consentRedirect(auth);
      const other = await signUp(auth, { email: 'mallory@example.com' });
      await expect(auth.api.oauth2Consent({ body: { consentCode, accept: true }, headers: { cookie: other.jar.header() } })).rejects.toMatchObject({ code: 'INVALID_CONSENT_CODE' });
      const answer = await auth.api.oauth2Consent({ body: { consentCode, accept: false }, headers: { cookie: jar.header() } });
      expect(new URL(answer.redirectURI).searchParams.get('error')).toBe('access_denied');
      expect(new URL(answer.redirectURI).searchParams.get('iss')).toBe(ISSUER);
    });
  });

  describe('prompt=login and max_age', () => {
    it('prompt=login sends a signed-in user to sign in again; a session made after that satisfies it', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.UTC(2030, 0, 1));
      const auth = createProviderAuth();
      const email = 'grace@example.com';
      const { jar, client } = await signedInWithClient(auth);
      await signUp(auth, { email });
      const old = await signIn(auth, { email });
      vi.setSystemTime(Date.UTC(2030, 0, 1, 0, 1));
      const { params, verifier } = authorizationParams(client, { prompt: 'login' });
      const response = await authorize(auth, old, params);
      const toSignIn = locationOf(response);
      expect(toSignIn.pathname).toBe('/sign-in');
      expect(toSignIn.searchParams.get('prompt')).toBe('login');
      old.store(response);
      expect(locationOf(await authorize(auth, old, params)).pathname).toBe('/sign-in'); // the old session still does not count

      vi.setSystemTime(Date.UTC(2030, 0, 1, 0, 2));
      const fresh = await signIn(auth, { email });
      fresh.store(response);
      const code = locationOf(await authorize(auth, fresh, params)).searchParams.get('code') ?? '';
      const { body } = await redeem(auth, { client, code, verifier });
      const claims = JSON.parse(Buffer.from(String(body.id_token).split('.')[1] ?? '', 'base64url').toString()) as { auth_time: number };
      expect(claims.auth_time).toBe(Date.UTC(2030, 0, 1, 0, 2) / 1000);
      expect(jar).toBeTruthy();
    });

    it('max_age: a session older than it needs a new sign-in', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.UTC(2030, 0, 1));
      const auth = createProviderAuth();
      const { jar, client } = await signedInWithClient(auth);
      vi.setSystemTime(Date.UTC(2030, 0, 1, 0, 10));
      expect(locationOf(await authorize(auth, jar, authorizationParams(client, { max_age: '3600' }).params)).searchParams.get('code')).toBeTruthy();
      expect(locationOf(await authorize(auth, jar, authorizationParams(client, { max_age: '60' }).params)).pathname).toBe('/sign-in');
      expectRedirectError(await authorize(auth, jar, authorizationParams(client, { max_age: '60', prompt: 'none' }).params), 'login_required');
    });
  });
});

describe('sessions acting on someone’s behalf', () => {
  it('authorizing and consenting are sensitive routes, so impersonation, API-key and anonymous sessions are refused there', async () => {
    const refused: string[] = [];
    // Stands in for the guards of the admin, api-key and anonymous plugins, which refuse such sessions on every sensitive route.
    const guard = definePlugin({
      id: 'on-behalf-guard',
      hooks: {
        before: [
          {
            matcher: (ctx) => ctx.meta.sensitive === true && ctx.path.startsWith('/oauth2/'),
            handler: (ctx) => {
              refused.push(ctx.path);
              throw AuthError.of(CORE_ERROR_CODES, 'UNAUTHORIZED');
            },
          },
        ],
      },
    });
    const auth = createProviderAuth({ plugins: [guard] });
    const { jar, client } = await signedInWithClient(auth, {});
    expect((await authorize(auth, jar, authorizationParams(client).params)).status).toBe(401);
    expect((await send(auth, jar, '/oauth2/consent', { body: { consentCode: 'any', accept: true } })).status).toBe(401);
    expect(refused).toEqual(['/oauth2/authorize', '/oauth2/consent']);
  });
});
