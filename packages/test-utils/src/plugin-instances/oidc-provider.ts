// What the provider tests share: an instance with jwt and the provider, registered clients, PKCE pairs, and the browser and client halves of the code flow over the handler.
import { createHash, randomBytes } from 'node:crypto';
import type { AuthOptions } from 'latchkey';
import { toNodeHandler } from 'latchkey/node';
import { oidcProvider, type OidcProviderOptions } from '@latchkey/oidc-provider';
import { errorOf, send, signUp, type Jar } from '../account-kit.js';
import { createJwtTestAuth } from '../jwt-instance.js';
import { startLoopbackServer, type LoopbackServer } from '../loopback-server.js';
import { request, TEST_BASE_URL } from '../test-instance.js';

export const ISSUER = `${TEST_BASE_URL}/api/auth`;
export const REDIRECT_URI = 'https://rp.example.com/callback';

export function createProviderAuth(input: { provider?: OidcProviderOptions; auth?: Omit<AuthOptions, 'plugins'>; plugins?: NonNullable<AuthOptions['plugins']> } = {}) {
  return createJwtTestAuth({ plugins: [oidcProvider(input.provider), ...(input.plugins ?? [])], ...(input.auth ? { auth: input.auth } : {}) });
}

export type ProviderAuth = ReturnType<typeof createProviderAuth>;

/**
 * A provider served over real HTTP on 127.0.0.1, its issuer on that origin, for
 * relying parties and APIs that fetch discovery and keys. The test's own
 * requests (sign-up) still come from the test origin.
 */
export async function serveProvider(provider: OidcProviderOptions = {}): Promise<{ auth: ProviderAuth; server: LoopbackServer; issuer: string }> {
  let handle: ReturnType<typeof toNodeHandler> | undefined;
  const server = await startLoopbackServer((req, res) => void handle?.(req, res));
  const auth = createProviderAuth({ auth: { baseURL: server.origin, trustedOrigins: [TEST_BASE_URL] }, provider });
  handle = toNodeHandler(auth);
  return { auth, server, issuer: `${server.origin}/api/auth` };
}

/** What `createOAuthClient` takes. */
export type ClientMetadata = Parameters<ProviderAuth['api']['createOAuthClient']>[0]['body'];

export interface TestClient {
  clientId: string;
  clientSecret: string | null;
}

/** Registers a client through the server API (the app's own code). */
export async function registerTestClient(auth: ProviderAuth, metadata: Partial<ClientMetadata> = {}): Promise<TestClient> {
  const { client, clientSecret } = await auth.api.createOAuthClient({
    body: { name: 'Relying Party', redirectUris: [REDIRECT_URI], postLogoutRedirectUris: ['https://rp.example.com/signed-out'], ...metadata },
  });
  return { clientId: client.clientId, clientSecret };
}

/** A PKCE verifier and its S256 challenge. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** The parameters of an ordinary authorization request, overridable one by one (`undefined` removes one). */
export function authorizationParams(client: TestClient, overrides: Record<string, string | undefined> = {}): { params: Record<string, string>; verifier: string } {
  const { verifier, challenge } = pkcePair();
  const all: Record<string, string | undefined> = {
    response_type: 'code',
    client_id: client.clientId,
    redirect_uri: REDIRECT_URI,
    scope: 'openid profile email offline_access',
    state: 'state-123',
    nonce: 'nonce-456',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...overrides,
  };
  const params = Object.fromEntries(Object.entries(all).filter((entry): entry is [string, string] => entry[1] !== undefined));
  return { params, verifier };
}

/** `GET /oauth2/authorize` as the browser of `jar` (null: signed out). */
export function authorize(auth: ProviderAuth, jar: Jar | null, params: Record<string, string> | string): Promise<Response> {
  const query = typeof params === 'string' ? params : new URLSearchParams(params).toString();
  return send(auth, jar, `/oauth2/authorize?${query}`);
}

/**
 * `POST /oauth2/authorize` as a relying party's page makes the browser of `jar`
 * send it: a form, from the relying party's origin.
 */
export function authorizeByPost(auth: ProviderAuth, jar: Jar | null, params: Record<string, string> | string): Promise<Response> {
  const body = typeof params === 'string' ? params : new URLSearchParams(params).toString();
  return send(auth, jar, '/oauth2/authorize', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://rp.example.com' },
  });
}

/** Where an answer redirects, parsed. Throws when it is not a redirect. */
export function locationOf(response: Response): URL {
  const location = response.headers.get('location');
  if (response.status < 300 || response.status >= 400 || !location) throw new Error(`expected a redirect, got ${response.status}`);
  return new URL(location);
}

/** A signed-in user, and a first-party client whose codes come without a consent step. */
export async function signedInWithClient(
  auth: ProviderAuth,
  metadata: Partial<ClientMetadata> = { firstParty: true },
): Promise<{ jar: Jar; userId: string; client: TestClient }> {
  const { jar, userId } = await signUp(auth, { email: `user-${randomBytes(4).toString('hex')}@example.com`, name: 'Ada Lovelace' });
  return { jar, userId, client: await registerTestClient(auth, metadata) };
}

/** Runs the browser half for a signed-in jar and answers the code and the verifier. */
export async function obtainCode(
  auth: ProviderAuth,
  input: { jar: Jar; client: TestClient; overrides?: Record<string, string | undefined> },
): Promise<{ code: string; verifier: string; location: URL }> {
  const { params, verifier } = authorizationParams(input.client, input.overrides);
  const location = locationOf(await authorize(auth, input.jar, params));
  const code = location.searchParams.get('code');
  if (!code) throw new Error(`no code in ${location.toString()}`);
  return { code, verifier, location };
}

/** A form POST from a relying party's server: no cookie, no Origin. */
export function formPost(auth: ProviderAuth, path: string, body: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
  return auth.handler(
    new Request(`${ISSUER}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(body).toString(),
    }),
  );
}

/** HTTP Basic credentials as RFC 6749 §2.3.1 builds them. */
export function basic(client: TestClient): Record<string, string> {
  const encode = (value: string) => encodeURIComponent(value);
  return { authorization: `Basic ${Buffer.from(`${encode(client.clientId)}:${encode(client.clientSecret ?? '')}`).toString('base64')}` };
}

/** The token endpoint for a code, authenticated with HTTP Basic. */
export async function redeem(
  auth: ProviderAuth,
  input: { client: TestClient; code: string; verifier: string; redirectUri?: string },
): Promise<{ status: number; body: Record<string, unknown> }> {
  const body = { grant_type: 'authorization_code', code: input.code, code_verifier: input.verifier, redirect_uri: input.redirectUri ?? REDIRECT_URI };
  const response = await formPost(auth, '/oauth2/token', body, input.client.clientSecret ? basic(input.client) : {});
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The token endpoint's answer for a refresh token. */
export async function refresh(auth: ProviderAuth, input: { client: TestClient; refreshToken: string }): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await formPost(auth, '/oauth2/token', { grant_type: 'refresh_token', refresh_token: input.refreshToken }, basic(input.client));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** RFC 7662 introspection by a client. */
export async function introspectToken(auth: ProviderAuth, input: { client: TestClient; token: string }): Promise<Record<string, unknown>> {
  return (await formPost(auth, '/oauth2/introspect', { token: input.token }, basic(input.client))).json() as Promise<Record<string, unknown>>;
}

export { errorOf, request, send, signUp, TEST_BASE_URL, type Jar };
