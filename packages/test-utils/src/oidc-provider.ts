import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWK, type JWTPayload } from 'jose';
// @ts-ignore -- oidc-provider ships no type declarations; the shapes used here are typed below.
import ProviderModule from 'oidc-provider';

/** An end user of the test provider. Claims are released by scope: email, profile. */
export interface OidcTestAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
}

export interface OidcTestClient {
  clientId: string;
  clientSecret: string;
  redirectURIs: readonly string[];
  authMethod: 'client_secret_basic' | 'client_secret_post';
}

export interface StartOidcProviderOptions {
  accounts: readonly OidcTestAccount[];
  /** Defaults to one basic and one post client redirecting to `http://127.0.0.1/callback`. */
  clients?: readonly OidcTestClient[];
  /**
   * Serve a minimal login page (one button per account) when a browser reaches the
   * interaction URL without `?account=`, so browser tests complete the login by
   * clicking. Off by default; `authorize` works either way.
   */
  loginPage?: boolean;
}

export interface AuthorizeResult {
  /** The final redirect to the client. */
  redirectURL: URL;
  code: string | null;
  state: string | null;
  /** RFC 9207 issuer parameter. */
  iss: string | null;
  error: string | null;
}

export interface MintIdTokenOptions {
  /**
   * `provider`: the published key. `rotated`: the newest key from `rotateSigningKey`.
   * `foreign`: an unpublished key that claims the provider key's `kid`.
   * `none`: an unsigned token. `hs256`: HMAC keyed with the public key (algorithm confusion).
   */
  key?: 'provider' | 'rotated' | 'foreign' | 'none' | 'hs256';
  /** Replaces the header `kid`. */
  kid?: string;
}

export interface OidcTestProvider {
  issuer: string;
  /** Same as `issuer`: the server's base URL. */
  url: string;
  jwksURI: string;
  clients: readonly OidcTestClient[];
  close(): Promise<void>;
  /** Runs the browser part of the code flow for `accountId` over HTTP, without a browser. */
  authorize(authorizationURL: string | URL, accountId: string): Promise<AuthorizeResult>;
  /** Signs an ID token for attack tests; defaults: iss, aud (first client), iat, exp (+5 min). */
  mintIdToken(claims: JWTPayload, options?: MintIdTokenOptions): Promise<string>;
  /** Publishes a new key in the JWKS and returns its kid; mint with `{ key: 'rotated' }`. */
  rotateSigningKey(): Promise<string>;
  /** How many token-endpoint requests of a grant type (e.g. `refresh_token`) it has answered, granted or refused. */
  tokenRequests(grantType: string): number;
}

interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
  privateJwk: JWK;
}

/** The few members of oidc-provider's Provider this harness touches. */
interface ProviderInstance {
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
  on(event: 'grant.success' | 'grant.error', listener: (ctx: { oidc?: { params?: { grant_type?: unknown } } }) => void): void;
  interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<{ prompt: { name: string } }>;
  interactionFinished(req: IncomingMessage, res: ServerResponse, result: object, options?: object): Promise<void>;
}
type ProviderConstructor = new (issuer: string, configuration: object) => ProviderInstance;
interface GrantLike {
  addOIDCScope(scope: string): void;
  save(): Promise<string>;
}
interface ProviderContext {
  oidc: {
    client: { clientId: string };
    session: { accountId: string; grantIdFor(clientId: string): string | undefined };
    result?: { consent?: { grantId?: string } };
    requestParamScopes: Set<string>;
    provider: { Grant: (new (init: object) => GrantLike) & { find(id: string): Promise<GrantLike | undefined> } };
  };
}

const Provider = ProviderModule as ProviderConstructor;

async function createSigningKey(): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = crypto.randomUUID();
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };
  return { kid, privateKey, publicJwk, privateJwk };
}

function defaultClients(): OidcTestClient[] {
  const redirectURIs = ['http://127.0.0.1/callback'];
  return [
    { clientId: 'basic-client', clientSecret: 'basic-secret', redirectURIs, authMethod: 'client_secret_basic' },
    { clientId: 'post-client', clientSecret: 'post-secret', redirectURIs, authMethod: 'client_secret_post' },
  ];
}

function providerConfiguration(accounts: readonly OidcTestAccount[], clients: readonly OidcTestClient[], key: SigningKey): object {
  const byId = new Map(accounts.map((account) => [account.sub, account]));
  return {
    clients: clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: [...client.redirectURIs],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: client.authMethod,
      id_token_signed_response_alg: 'RS256',
    })),
    jwks: { keys: [key.privateJwk] },
    scopes: ['openid', 'offline_access', 'email', 'profile'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    // Scope claims go into the ID token too, as most social providers do.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    // Explicit lifetimes (seconds) keep the provider from warning about its defaults.
    ttl: { AccessToken: 3600, AuthorizationCode: 60, IdToken: 3600, RefreshToken: 86_400, Interaction: 600, Session: 3600, Grant: 3600 },
    features: { devInteractions: { enabled: false } },
    cookies: { keys: ['latchkey-test-cookie-key'] },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    issueRefreshToken: async (_ctx: unknown, client: { grantTypeAllowed(type: string): boolean }) =>
      client.grantTypeAllowed('refresh_token'),
    // First-party test clients: grant what was asked instead of showing a consent screen.
    async loadExistingGrant(ctx: ProviderContext) {
      const { oidc } = ctx;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session.grantIdFor(oidc.client.clientId);
      if (grantId) return oidc.provider.Grant.find(grantId);
      const grant = new oidc.provider.Grant({ clientId: oidc.client.clientId, accountId: oidc.session.accountId });
      grant.addOIDCScope([...oidc.requestParamScopes].join(' '));
      await grant.save();
      return grant;
    },
    async findAccount(_ctx: unknown, sub: string) {
      const account = byId.get(sub);
      return account ? { accountId: sub, claims: async () => ({ ...account }) } : undefined;
    },
  };
}

function listen(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<{ port: number; close(): Promise<void> }> {
  const server = createServer(handler);
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      const close = (): Promise<void> =>
        new Promise((done) => {
          server.closeAllConnections();
          server.close(() => done());
        });
      resolve({ port, close });
    });
  });
}

/** Finishes the login prompt (and consent, should one appear) for the account named in `?account=`. */
async function finishInteraction(
  provider: ProviderInstance,
  req: IncomingMessage,
  res: ServerResponse,
  loginPage?: readonly OidcTestAccount[],
): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://x');
  const accountId = url.searchParams.get('account');
  const details = await provider.interactionDetails(req, res);
  if (!accountId && loginPage) {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(renderLoginPage(url.pathname, loginPage));
    return;
  }
  if (!accountId) {
    res.statusCode = 400;
    res.end('missing account');
    return;
  }
  const result = details.prompt.name === 'login' ? { login: { accountId } } : { consent: {} };
  await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: true });
}

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A form that sends `?account=<sub>` back to the same interaction URL, which then finishes the login. */
function renderLoginPage(action: string, accounts: readonly OidcTestAccount[]): string {
  const buttons = accounts
    .map((a) => `<button type="submit" name="account" value="${escapeHtml(a.sub)}">Sign in as ${escapeHtml(a.name ?? a.email ?? a.sub)}</button>`)
    .join('\n');
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>Test identity provider</title>
<body><main><h1>Test identity provider</h1><form method="get" action="${escapeHtml(action)}">${buttons}</form></main></body></html>`;
}

/**
 * Starts a real OpenID Connect provider (oidc-provider) on 127.0.0.1 and a random
 * port: code and refresh grants, PKCE required, RS256 ID tokens carrying
 * email, email_verified, name and picture. Logins are completed by `authorize`.
 *
 * @example
 * const op = await startOidcProvider({ accounts: [{ sub: 'u1', email: 'ada@example.com', email_verified: true }] });
 * const { code, state } = await op.authorize(authorizationURL, 'u1');
 * await op.close();
 */
export async function startOidcProvider(options: StartOidcProviderOptions): Promise<OidcTestProvider> {
  const clients = options.clients ?? defaultClients();
  const key = await createSigningKey();
  const rotated: SigningKey[] = [];
  let provider: ProviderInstance | undefined;
  let callback: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
  const server = await listen((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/jwks') {
      // Served here so rotated keys can join the set the provider itself publishes.
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ keys: [key.publicJwk, ...rotated.map((k) => k.publicJwk)] }));
      return;
    }
    if (path.startsWith('/interaction/') && provider) {
      finishInteraction(provider, req, res, options.loginPage ? options.accounts : undefined).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
      return;
    }
    callback?.(req, res);
  });
  const issuer = `http://127.0.0.1:${server.port}`;
  provider = new Provider(issuer, providerConfiguration(options.accounts, clients, key));
  const grants = new Map<string, number>();
  for (const event of ['grant.success', 'grant.error'] as const) {
    provider.on(event, (ctx) => {
      const type = String(ctx.oidc?.params?.grant_type ?? 'unknown');
      grants.set(type, (grants.get(type) ?? 0) + 1);
    });
  }
  callback = provider.callback();
  return {
    issuer,
    url: issuer,
    jwksURI: `${issuer}/jwks`,
    clients,
    close: server.close,
    authorize: (url, accountId) => followAuthorization(new URL(url), accountId, clients),
    mintIdToken: (claims, mintOptions = {}) => mintIdToken({ issuer, audience: clients[0]?.clientId ?? '', key, rotated }, claims, mintOptions),
    tokenRequests: (grantType) => grants.get(grantType) ?? 0,
    async rotateSigningKey() {
      const next = await createSigningKey();
      rotated.push(next);
      return next.kid;
    },
  };
}

/** Follows the provider's redirects by hand, keeping its cookies, until it redirects to the client. */
async function followAuthorization(start: URL, accountId: string, clients: readonly OidcTestClient[]): Promise<AuthorizeResult> {
  const jar = new Map<string, string>();
  const redirectURIs = clients.flatMap((client) => client.redirectURIs);
  let url = start;
  for (let hop = 0; hop < 10; hop++) {
    if (url.pathname.startsWith('/interaction/')) url.searchParams.set('account', accountId);
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const index = pair.indexOf('=');
      if (index > 0) jar.set(pair.slice(0, index), pair.slice(index + 1));
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`Authorization stopped at ${url.pathname} with ${response.status}: ${await response.text()}`);
    await response.body?.cancel();
    const next = new URL(location, url);
    if (redirectURIs.some((uri) => next.href.startsWith(uri))) {
      const params = next.searchParams;
      return { redirectURL: next, code: params.get('code'), state: params.get('state'), iss: params.get('iss'), error: params.get('error') };
    }
    url = next;
  }
  throw new Error('Authorization did not return to the client within 10 redirects');
}

interface MintContext {
  issuer: string;
  audience: string;
  key: SigningKey;
  rotated: readonly SigningKey[];
}

const b64 = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');

async function mintIdToken(context: MintContext, claims: JWTPayload, options: MintIdTokenOptions): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const payload: JWTPayload = { iss: context.issuer, aud: context.audience, iat: now, exp: now + 300, ...claims };
  const mode = options.key ?? 'provider';
  if (mode === 'none') return `${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`;
  if (mode === 'hs256') {
    // The classic confusion attack: the public key's bytes used as an HMAC secret.
    const secret = new TextEncoder().encode(JSON.stringify(context.key.publicJwk));
    return new SignJWT(payload).setProtectedHeader({ alg: 'HS256', kid: options.kid ?? context.key.kid }).sign(secret);
  }
  const signer = mode === 'rotated' ? context.rotated.at(-1) : mode === 'foreign' ? await createSigningKey() : context.key;
  if (!signer) throw new Error('No rotated key: call rotateSigningKey() first');
  const kid = options.kid ?? (mode === 'foreign' ? context.key.kid : signer.kid);
  return new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' }).sign(signer.privateKey);
}
