import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadProviderFixture, type ProviderFixture } from '@latchkey/test-utils/fixtures/providers/index';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthorizationURL } from '../create-authorization-url.js';
import { exchangeCode } from '../exchange-code.js';
import { deriveNonce } from '../generate-state.js';
import { getUserInfo } from '../get-user-info.js';
import { socialProviders, type SocialProviderId } from '../social-providers.js';
import type { OAuthProvider } from '../types.js';

const ids = Object.keys(socialProviders) as SocialProviderId[];
const CLIENT_ID = 'test-client';
const SECRET = 'test-secret';
const VERIFIER = 'v'.repeat(64);
const STATE = 's'.repeat(32);

interface Recorded {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let origin: string;
let recorded: Recorded[] = [];
let current: { fixture: ProviderFixture; idToken?: string } | undefined;
const { privateKey, publicKey } = await generateKeyPair('RS256');
const jwk = { ...(await exportJWK(publicKey)), kid: 'stub', alg: 'RS256', use: 'sig' };

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      recorded.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const [, id = '', ...rest] = (req.url ?? '').split('/');
      const route = `/${rest.join('/')}`;
      res.setHeader('content-type', 'application/json');
      if (!current || id === '') return void res.writeHead(404).end('{}');
      if (route === '/jwks') return void res.end(JSON.stringify({ keys: [jwk] }));
      if (route === '/token') {
        const token = current.idToken ? { ...current.fixture.token, id_token: current.idToken } : current.fixture.token;
        return void res.end(JSON.stringify(token));
      }
      const answer = current.fixture.routes[`${req.method} ${route}`] ?? current.fixture.routes[`${req.method} ${route.split('?')[0]}`];
      if (answer === undefined) return void res.writeHead(404).end('{}');
      res.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))));

function build(id: SocialProviderId, fixture: ProviderFixture, stubbed: boolean): OAuthProvider {
  const create = socialProviders[id] as unknown as (o: Record<string, unknown>) => OAuthProvider;
  const base = `${origin}/${id}`;
  const endpoints = Object.fromEntries(Object.entries(fixture.endpoints ?? {}).map(([name, path]) => [name, `${base}${path}`]));
  const real = {
    clientId: CLIENT_ID,
    clientSecret: SECRET,
    redirectURI: `https://app.example.com/api/auth/callback/${id}`,
    ...fixture.options,
  };
  const options = {
    ...real,
    ...(stubbed
      ? {
          endpoints: { ...endpoints, token: `${base}/token`, refresh: `${base}/token`, jwks: `${base}/jwks` },
          // Only OpenID providers get the stub's issuer: an issuer makes a provider expect ID tokens.
          ...(create(real).openid ? { issuer: id === 'microsoft' ? `${base}/{tenantid}/v2.0` : base } : {}),
        }
      : {}),
  };
  return create(options);
}

async function mint(id: SocialProviderId, claims: Record<string, unknown>): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const iss = id === 'microsoft' ? `${origin}/${id}/${String(claims.tid)}/v2.0` : `${origin}/${id}`;
  return new SignJWT({ iss, aud: CLIENT_ID, iat: now, exp: now + 300, nonce: deriveNonce(VERIFIER), ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'stub' })
    .sign(privateKey);
}

describe.each(ids)('%s', (id) => {
  const fixture = loadProviderFixture(id);

  it('builds the authorization URL for the real host', async () => {
    const url = await createAuthorizationURL({ provider: build(id, fixture, false), state: STATE, codeVerifier: VERIFIER });
    const { authorization } = fixture;
    expect(url.origin).toBe(authorization.origin);
    expect(url.pathname).toBe(authorization.path);
    expect(url.searchParams.get('scope')).toBe(authorization.scope);
    expect(url.searchParams.get(authorization.clientIdParameter)).toBe(CLIENT_ID);
    expect(url.searchParams.get('state')).toBe(STATE);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('redirect_uri')).toBe(`https://app.example.com/api/auth/callback/${id}`);
    for (const [name, value] of Object.entries(authorization.params ?? {})) expect(url.searchParams.get(name)).toBe(value);
  });

  it('exchanges the code and maps the recorded profile', async () => {
    recorded = [];
    current = { fixture, ...(fixture.idTokenClaims ? { idToken: await mint(id, fixture.idTokenClaims) } : {}) };
    const provider = build(id, fixture, true);
    const tokens = await exchangeCode({ provider, code: 'the-code', codeVerifier: VERIFIER, ...(fixture.deviceId ? { deviceId: fixture.deviceId } : {}) });
    const { user } = await getUserInfo({
      provider,
      tokens,
      nonce: deriveNonce(VERIFIER),
      ...(fixture.callbackUser ? { callbackUser: fixture.callbackUser } : {}),
    });
    expect(user).toEqual(fixture.expected);

    const tokenRequest = recorded.find((r) => r.url === `/${id}/token`);
    const form = tokenRequest?.headers['content-type']?.includes('json')
      ? new URLSearchParams(JSON.parse(tokenRequest.body) as Record<string, string>)
      : new URLSearchParams(tokenRequest?.body);
    expect(form.get('code')).toBe('the-code');
    expect(form.get('code_verifier')).toBe(provider.pkce ? VERIFIER : null);
    if (provider.clientAuthentication === 'client_secret_basic') {
      expect(tokenRequest?.headers.authorization).toBe(`Basic ${Buffer.from(`${CLIENT_ID}:${SECRET}`).toString('base64')}`);
      expect(form.get('client_secret')).toBeNull();
    } else {
      expect(form.get(provider.clientIdParameter)).toBe(CLIENT_ID);
      expect(form.get('client_secret')).toBe(SECRET);
    }
    if (fixture.deviceId) expect(form.get('device_id')).toBe(fixture.deviceId);
  });
});
