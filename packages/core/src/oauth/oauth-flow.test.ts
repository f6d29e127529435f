import { startOidcProvider, type OidcTestProvider } from '@latchkey/test-utils/oidc-provider';
import type { JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthError } from '../error/auth-error.js';
import { checkIssuerParameter } from './check-issuer-parameter.js';
import { createAuthorizationURL } from './create-authorization-url.js';
import { exchangeCode } from './exchange-code.js';
import { createCodeChallenge, deriveNonce, generateCodeVerifier, generateState } from './generate-state.js';
import { getUserInfo } from './get-user-info.js';
import { genericOIDC } from './providers/generic-oidc.js';
import { refreshAccessToken } from './refresh-access-token.js';
import type { FetchLike, OAuthProvider } from './types.js';
import { verifyIdToken } from './verify-id-token.js';

const REDIRECT = 'http://127.0.0.1/callback';
let op: OidcTestProvider;

beforeAll(async () => {
  op = await startOidcProvider({
    accounts: [
      { sub: 'u1', email: 'ada@example.com', email_verified: true, name: 'Ada Lovelace', picture: 'https://img.test/ada.png' },
      { sub: 'u2', email: 'bob@example.com', email_verified: false, name: 'Bob' },
    ],
  });
});
afterAll(() => op.close());

/** A fetch that records the paths it was asked for. */
function recordingFetch(): { fetch: FetchLike; paths: string[] } {
  const paths: string[] = [];
  return { paths, fetch: (input, init) => (paths.push(new URL(input).pathname), globalThis.fetch(input, init)) };
}

function loopbackProvider(overrides: { clientId?: string; clientSecret?: string; fetch?: FetchLike } = {}): OAuthProvider {
  return genericOIDC({
    id: 'loopback',
    issuer: op.issuer,
    clientId: overrides.clientId ?? 'basic-client',
    clientSecret: overrides.clientSecret ?? 'basic-secret',
    redirectURI: REDIRECT,
    allowPrivateNetwork: true,
    scopes: ['offline_access'],
    ...(overrides.fetch ? { fetch: overrides.fetch } : {}),
  });
}

async function signIn(provider: OAuthProvider, accountId = 'u1') {
  const state = generateState();
  const codeVerifier = generateCodeVerifier();
  const url = await createAuthorizationURL({ provider, state, codeVerifier });
  const result = await op.authorize(url, accountId);
  expect(result.state).toBe(state);
  const tokens = await exchangeCode({ provider, code: result.code ?? '', codeVerifier });
  return { tokens, codeVerifier, result, url };
}

describe('authorization URL', () => {
  it('carries PKCE S256, state and a nonce derived from the verifier', async () => {
    const codeVerifier = generateCodeVerifier();
    const url = await createAuthorizationURL({ provider: loopbackProvider(), state: 's'.repeat(32), codeVerifier });
    expect(url.origin + url.pathname).toBe(`${op.issuer}/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'basic-client',
      redirect_uri: REDIRECT,
      state: 's'.repeat(32),
      code_challenge: createCodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      nonce: deriveNonce(codeVerifier),
      scope: 'openid profile email offline_access',
    });
  });

  it('ignores extra parameters that try to replace reserved ones', async () => {
    const extraParams = {
      state: 'evil', client_id: 'evil', redirect_uri: 'https://evil.test/', response_type: 'token',
      code_challenge: 'evil', code_challenge_method: 'plain', nonce: 'evil', scope: 'admin', ui_locales: 'fr',
    };
    const url = await createAuthorizationURL({ provider: loopbackProvider(), state: 'good', codeVerifier: 'v'.repeat(64), extraParams, loginHint: 'ada@example.com' });
    const params = url.searchParams;
    expect(params.get('state')).toBe('good');
    expect(params.get('client_id')).toBe('basic-client');
    expect(params.get('redirect_uri')).toBe(REDIRECT);
    expect(params.get('response_type')).toBe('code');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('nonce')).toBe(deriveNonce('v'.repeat(64)));
    expect(params.get('scope')).not.toContain('admin');
    expect(params.get('ui_locales')).toBe('fr');
    expect(params.get('login_hint')).toBe('ada@example.com');
    expect(params.getAll('state')).toHaveLength(1);
  });
});

describe('code flow against the loopback provider', () => {
  it('exchanges the code with client_secret_basic and verifies the ID token', async () => {
    const provider = loopbackProvider();
    const { tokens, codeVerifier, result } = await signIn(provider);
    expect(await checkIssuerParameter({ provider, iss: result.iss })).toBe(true);
    expect(tokens.accessToken).toBeTruthy();
    expect(tokens.refreshToken).toBeTruthy();
    expect(tokens.idToken).toBeTruthy();
    expect(tokens.accessTokenExpiresAt?.getTime()).toBeGreaterThan(Date.now());
    expect(tokens.scopes).toEqual(expect.arrayContaining(['openid', 'email']));
    const verified = await verifyIdToken({ idToken: tokens.idToken ?? '', provider, nonce: deriveNonce(codeVerifier) });
    expect(verified).toMatchObject({ valid: true, claims: { sub: 'u1', iss: op.issuer, aud: 'basic-client' } });
    const { user } = await getUserInfo({ provider, tokens, nonce: deriveNonce(codeVerifier) });
    expect(user).toEqual({ id: 'u1', email: 'ada@example.com', emailVerified: true, name: 'Ada Lovelace', image: 'https://img.test/ada.png' });
  });

  it('authenticates with client_secret_post', async () => {
    const provider = genericOIDC({
      id: 'loopback', issuer: op.issuer, clientId: 'post-client', clientSecret: 'post-secret',
      redirectURI: REDIRECT, allowPrivateNetwork: true, clientAuthentication: 'client_secret_post',
    });
    const { tokens, codeVerifier } = await signIn(provider, 'u2');
    const { user } = await getUserInfo({ provider, tokens, nonce: deriveNonce(codeVerifier) });
    expect(user).toMatchObject({ id: 'u2', emailVerified: false });
  });

  it('fails the exchange with a wrong verifier, a reused code or a wrong secret', async () => {
    const provider = loopbackProvider();
    const state = generateState();
    const codeVerifier = generateCodeVerifier();
    const { code } = await op.authorize(await createAuthorizationURL({ provider, state, codeVerifier }), 'u1');
    await expect(exchangeCode({ provider, code: code ?? '', codeVerifier: generateCodeVerifier() })).rejects.toMatchObject({
      code: 'OAUTH_TOKEN_REQUEST_FAILED',
      details: { error: 'invalid_grant' },
    });
    const wrongSecret = loopbackProvider({ clientSecret: 'nope' });
    const verifier = generateCodeVerifier();
    const second = await op.authorize(await createAuthorizationURL({ provider, state, codeVerifier: verifier }), 'u1');
    const refused = exchangeCode({ provider: wrongSecret, code: second.code ?? '', codeVerifier: verifier });
    await expect(refused).rejects.toBeInstanceOf(AuthError);
    await expect(refused).rejects.toMatchObject({ details: { error: 'invalid_client' } });
  });

  it('refreshes the access token', async () => {
    const provider = loopbackProvider();
    const { tokens } = await signIn(provider);
    const refreshed = await refreshAccessToken({ provider, refreshToken: tokens.refreshToken ?? '' });
    expect(refreshed.accessToken).toBeTruthy();
    expect(refreshed.accessToken).not.toBe(tokens.accessToken);
    expect(refreshed.refreshToken).toBeTruthy();
    await expect(refreshAccessToken({ provider, refreshToken: 'not-a-token' })).rejects.toMatchObject({ code: 'OAUTH_TOKEN_REQUEST_FAILED' });
  });

  it('refuses a callback whose iss names another issuer (RFC 9207)', async () => {
    const provider = loopbackProvider();
    expect(await checkIssuerParameter({ provider, iss: 'https://evil.test' })).toBe(false);
    // The loopback provider announces the parameter, so its absence is refused too.
    expect(await checkIssuerParameter({ provider, iss: null })).toBe(false);
  });
});

describe('ID token verification', () => {
  const provider = (): OAuthProvider => loopbackProvider();
  const claims = { sub: 'u1', nonce: 'n1' };

  it('accepts a well-formed token from the provider key', async () => {
    expect(await verifyIdToken({ idToken: await op.mintIdToken(claims), provider: provider(), nonce: 'n1' })).toMatchObject({ valid: true });
  });

  it.each([
    ['wrong iss', { iss: 'https://evil.test' }, {}, 'issuer_mismatch'],
    ['wrong aud', { aud: 'someone-else' }, {}, 'audience_mismatch'],
    ['bad signature', {}, { key: 'foreign' }, 'invalid_signature'],
    ['alg none', {}, { key: 'none' }, 'unsupported_algorithm'],
    ['HS256 keyed with the public key', {}, { key: 'hs256' }, 'unsupported_algorithm'],
    ['expired', { exp: Math.floor(Date.now() / 1000) - 600, iat: Math.floor(Date.now() / 1000) - 900 }, {}, 'expired'],
    ['issued in the future', { iat: Math.floor(Date.now() / 1000) + 600, exp: Math.floor(Date.now() / 1000) + 900 }, {}, 'issued_in_future'],
    ['wrong nonce', { nonce: 'other' }, {}, 'nonce_mismatch'],
    ['several audiences without azp', { aud: ['basic-client', 'other'] }, {}, 'audience_mismatch'],
  ] as const)('refuses %s', async (_name, extra, options, reason) => {
    const idToken = await op.mintIdToken({ ...claims, ...(extra as JWTPayload) }, options);
    expect(await verifyIdToken({ idToken, provider: provider(), nonce: 'n1' })).toEqual({ valid: false, reason });
  });

  it('accepts any configured client id as audience', async () => {
    const multi = genericOIDC({ id: 'multi', issuer: op.issuer, clientId: ['web', 'basic-client'], allowPrivateNetwork: true });
    expect(await verifyIdToken({ idToken: await op.mintIdToken(claims), provider: multi })).toMatchObject({ valid: true });
  });

  it('refetches the JWKS once for an unknown kid, then not again within the cooldown', async () => {
    const { fetch, paths } = recordingFetch();
    const p = loopbackProvider({ fetch });
    expect(await verifyIdToken({ idToken: await op.mintIdToken(claims), provider: p })).toMatchObject({ valid: true });
    await op.rotateSigningKey();
    expect(await verifyIdToken({ idToken: await op.mintIdToken(claims, { key: 'rotated' }), provider: p })).toMatchObject({ valid: true });
    expect(paths.filter((path) => path === '/jwks')).toHaveLength(2);
    const unknown = await op.mintIdToken(claims, { key: 'foreign', kid: 'random-kid' });
    expect(await verifyIdToken({ idToken: unknown, provider: p })).toEqual({ valid: false, reason: 'unknown_key' });
    expect(paths.filter((path) => path === '/jwks')).toHaveLength(2);
  });
});

describe('user info', () => {
  it('refuses a UserInfo answer whose sub differs from the ID token', async () => {
    const provider = loopbackProvider();
    const { tokens: ada } = await signIn(provider, 'u1');
    const { tokens: bob, codeVerifier } = await signIn(provider, 'u2');
    // Bob's ID token with Ada's access token: a substituted token.
    const mixed = { ...ada, idToken: bob.idToken ?? '' };
    await expect(getUserInfo({ provider, tokens: mixed, nonce: deriveNonce(codeVerifier) })).rejects.toMatchObject({
      code: 'FAILED_TO_GET_USER_INFO',
      details: { reason: 'sub_mismatch' },
    });
  });

  it('refuses an ID token whose nonce is not the one this flow sent', async () => {
    const provider = loopbackProvider();
    const { tokens } = await signIn(provider);
    await expect(getUserInfo({ provider, tokens, nonce: deriveNonce(generateCodeVerifier()) })).rejects.toMatchObject({
      details: { reason: 'invalid_id_token', idToken: 'nonce_mismatch' },
    });
  });

  it('id token stripping: refuses an OpenID token response without an ID token instead of trusting UserInfo alone', async () => {
    const provider = loopbackProvider();
    const { tokens, codeVerifier } = await signIn(provider);
    const { idToken: _dropped, ...withoutIdToken } = tokens;
    await expect(getUserInfo({ provider, tokens: withoutIdToken, nonce: deriveNonce(codeVerifier) })).rejects.toMatchObject({
      code: 'FAILED_TO_GET_USER_INFO',
      details: { reason: 'missing_id_token' },
    });
  });

  it('refuses a mapped profile without a stable id', async () => {
    const provider = genericOIDC({
      id: 'loopback', issuer: op.issuer, clientId: 'basic-client', clientSecret: 'basic-secret', redirectURI: REDIRECT,
      allowPrivateNetwork: true, mapProfileToUser: () => ({ id: '' }),
    });
    const { tokens, codeVerifier } = await signIn(provider);
    await expect(getUserInfo({ provider, tokens, nonce: deriveNonce(codeVerifier) })).rejects.toMatchObject({ details: { reason: 'missing_id' } });
  });
});

describe('generic OpenID provider', () => {
  it('refuses a loopback issuer unless allowPrivateNetwork is set', async () => {
    const provider = genericOIDC({ id: 'x', issuer: op.issuer, clientId: 'basic-client' });
    await expect(createAuthorizationURL({ provider, state: 's', codeVerifier: 'v'.repeat(64) })).rejects.toMatchObject({ code: 'OAUTH_UNSAFE_URL' });
  });

  it('reads discovery once and reuses it', async () => {
    const { fetch, paths } = recordingFetch();
    const provider = loopbackProvider({ fetch });
    await createAuthorizationURL({ provider, state: 's', codeVerifier: 'v'.repeat(64) });
    await createAuthorizationURL({ provider, state: 's', codeVerifier: 'v'.repeat(64) });
    expect(paths.filter((path) => path.endsWith('/openid-configuration'))).toHaveLength(1);
  });

  it('refuses a discovery document that names another issuer', async () => {
    const provider = genericOIDC({ id: 'x', issuer: `${op.issuer}/other`, discoveryURL: `${op.issuer}/.well-known/openid-configuration`, clientId: 'c', allowPrivateNetwork: true });
    await expect(provider.metadata()).rejects.toMatchObject({ code: 'OAUTH_DISCOVERY_FAILED', details: { reason: 'issuer_mismatch' } });
  });
});
