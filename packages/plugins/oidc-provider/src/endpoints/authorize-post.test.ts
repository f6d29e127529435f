import { describe, expect, it } from 'vitest';
import {
  authorizationParams,
  authorizeByPost,
  createProviderAuth,
  ISSUER,
  locationOf,
  redeem,
  REDIRECT_URI,
  registerTestClient,
  signedInWithClient,
  TEST_BASE_URL,
} from '@latchkey/test-utils/plugin-instances/oidc-provider';

describe('POST /oauth2/authorize', () => {
  it('answers a form post from the relying party like the GET: a code, state and iss, redeemable with the verifier', async () => {
    const auth = createProviderAuth();
    const { jar, client } = await signedInWithClient(auth);
    const { params, verifier } = authorizationParams(client);
    const location = locationOf(await authorizeByPost(auth, jar, params));
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI);
    expect(location.searchParams.get('state')).toBe('state-123');
    expect(location.searchParams.get('iss')).toBe(ISSUER);
    const redeemed = await redeem(auth, { client, code: location.searchParams.get('code') ?? '', verifier });
    expect(redeemed.status).toBe(200);
    expect(redeemed.body.id_token).toBeTypeOf('string');
  });

  it('sends a signed-out user to the sign-in page with the request as a GET to come back to', async () => {
    const auth = createProviderAuth();
    const client = await registerTestClient(auth, { firstParty: true });
    const { params } = authorizationParams(client);
    const toSignIn = locationOf(await authorizeByPost(auth, null, params));
    expect(`${toSignIn.origin}${toSignIn.pathname}`).toBe(`${TEST_BASE_URL}/sign-in`);
    const callback = new URL(toSignIn.searchParams.get('callbackURL') ?? '');
    expect(callback.pathname).toBe('/api/auth/oauth2/authorize');
    expect(Object.fromEntries(callback.searchParams)).toEqual(params);
  });

  it('shows the error page, not a redirect, for a redirect URI that is not registered', async () => {
    const auth = createProviderAuth();
    const { jar, client } = await signedInWithClient(auth);
    const response = await authorizeByPost(auth, jar, authorizationParams(client, { redirect_uri: 'https://evil.example/callback' }).params);
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toContain('cannot continue');
  });

  it('refuses a repeated redirect_uri on the error page, and another repeated parameter back to the client', async () => {
    const auth = createProviderAuth();
    const { jar, client } = await signedInWithClient(auth);
    const base = new URLSearchParams(authorizationParams(client).params);
    const twice = new URLSearchParams(base);
    twice.append('redirect_uri', 'https://evil.example/callback');
    const page = await authorizeByPost(auth, jar, twice.toString());
    expect(page.status).toBe(400);
    expect(page.headers.get('location')).toBeNull();

    const scopeTwice = new URLSearchParams(base);
    scopeTwice.append('scope', 'openid');
    const location = locationOf(await authorizeByPost(auth, jar, scopeTwice.toString()));
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('code')).toBeNull();
  });

  it('PKCE plain is refused as on the GET', async () => {
    const auth = createProviderAuth();
    const { jar, client } = await signedInWithClient(auth);
    const { params } = authorizationParams(client, { code_challenge_method: 'plain', code_challenge: 'a'.repeat(43) });
    const location = locationOf(await authorizeByPost(auth, jar, params));
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('code')).toBeNull();
  });

  it('consent cannot be skipped by posting: a client that is not first-party gets consent_required for prompt=none', async () => {
    const auth = createProviderAuth();
    const { jar, client } = await signedInWithClient(auth, { firstParty: false });
    const location = locationOf(await authorizeByPost(auth, jar, authorizationParams(client, { prompt: 'none' }).params));
    expect(location.searchParams.get('error')).toBe('consent_required');
    expect(location.searchParams.get('code')).toBeNull();
  });

});
