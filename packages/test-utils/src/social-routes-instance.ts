import { afterAll, beforeAll } from 'vitest';
import { PASSWORD, signUp, type Jar } from './account-kit.js';
import { startOidcProvider, type OidcTestProvider } from './oidc-provider.js';
import { cookieJar, createTestAuth, request, TEST_BASE_URL } from './test-instance.js';
import type { AuthOptions } from 'latchkey';
import type { GenericOIDCOptions } from 'latchkey/oauth';

export const PROVIDER_ID = 'test-oidc';
export const OTHER_PROVIDER_ID = 'other-oidc';
const callbackFor = (id: string): string => `${TEST_BASE_URL}/api/auth/callback/${id}`;

/** People at the test provider. */
export const PEOPLE = {
  ada: { sub: 'u-ada', email: 'ada@example.com', email_verified: true, name: 'Ada' },
  bob: { sub: 'u-bob', email: 'bob@example.com', email_verified: false, name: 'Bob' },
  victim: { sub: 'u-victim', email: 'victim@example.com', email_verified: true, name: 'Victim' },
  nomail: { sub: 'u-nomail', name: 'No Mail' },
} as const;

/**
 * Starts the loopback provider before the file's tests and stops it after; the
 * returned function gives the running provider.
 */
export function useTestProvider(): () => OidcTestProvider {
  let provider: OidcTestProvider | undefined;
  beforeAll(async () => {
    provider = await startTestProvider();
  });
  afterAll(() => provider?.close());
  return () => {
    if (!provider) throw new Error('the test provider is not running yet');
    return provider;
  };
}

/** A loopback OpenID provider with one client per Latchkey provider id. */
export function startTestProvider(): Promise<OidcTestProvider> {
  return startOidcProvider({
    accounts: Object.values(PEOPLE),
    clients: [
      { clientId: 'latchkey', clientSecret: 'latchkey-secret', redirectURIs: [callbackFor(PROVIDER_ID)], authMethod: 'client_secret_basic' },
      { clientId: 'other', clientSecret: 'other-secret', redirectURIs: [callbackFor(OTHER_PROVIDER_ID)], authMethod: 'client_secret_post' },
    ],
  });
}

type SocialAuthOptions = Omit<AuthOptions, 'socialProviders'> & {
  /** Overrides for the `test-oidc` provider's options. */
  provider?: Partial<GenericOIDCOptions>;
};

/** A test instance with the social routes and two generic OIDC providers on the same loopback server. */
export function createSocialAuth(op: OidcTestProvider, { provider, ...options }: SocialAuthOptions = {}) {
  const discoveryURL = `${op.issuer}/.well-known/openid-configuration`;
  return createTestAuth({
    ...options,
    socialProviders: {
      genericOIDC: [
        { id: PROVIDER_ID, discoveryURL, clientId: 'latchkey', clientSecret: 'latchkey-secret', allowPrivateNetwork: true, ...provider },
        { id: OTHER_PROVIDER_ID, discoveryURL, clientId: 'other', clientSecret: 'other-secret', allowPrivateNetwork: true },
      ],
    },
  });
}

export type SocialAuth = ReturnType<typeof createSocialAuth>;

/** Starts a flow: POST /sign-in/social (or /link-social), keeping the state cookie in the jar. */
export async function startFlow(
  auth: SocialAuth,
  input: { path?: '/sign-in/social' | '/link-social'; body?: Record<string, unknown>; jar?: Jar } = {},
): Promise<{ url: string; jar: Jar }> {
  const jar = input.jar ?? cookieJar();
  const response = await auth.handler(
    request(input.path ?? '/sign-in/social', { body: { provider: PROVIDER_ID, ...input.body }, cookie: jar.header() || undefined }),
  );
  if (response.status !== 200) throw new Error(`start failed: ${response.status} ${await response.text()}`);
  jar.store(response);
  const { url } = (await response.json()) as { url: string };
  return { url, jar };
}

/** GET of a callback URL the provider produced, with the jar's cookies. */
export async function visitCallback(auth: SocialAuth, callbackURL: URL | string, jar?: Jar): Promise<Response> {
  const url = new URL(callbackURL);
  const response = await auth.handler(new Request(url, { headers: jar?.header() ? { cookie: jar.header() } : {} }));
  jar?.store(response);
  return response;
}

/** The whole browser round trip: start, log in at the provider as `person`, come back. */
export async function signInThroughProvider(
  auth: SocialAuth,
  op: OidcTestProvider,
  input: { person: keyof typeof PEOPLE; body?: Record<string, unknown>; path?: '/sign-in/social' | '/link-social'; jar?: Jar },
): Promise<{ response: Response; location: string; jar: Jar }> {
  const { url, jar } = await startFlow(auth, input);
  const { redirectURL } = await op.authorize(url, PEOPLE[input.person].sub);
  const response = await visitCallback(auth, redirectURL, jar);
  return { response, location: response.headers.get('location') ?? '', jar };
}

/** The `error` query parameter of a redirect target. */
export function errorOf(location: string): string | null {
  return new URL(location, TEST_BASE_URL).searchParams.get('error');
}

/** Signs a user up with a password, optionally marking the email verified. */
export async function signUpWithPassword(auth: SocialAuth, input: { email: string; verified?: boolean }): Promise<{ jar: Jar; userId: string }> {
  const { jar, userId } = await signUp(auth, { name: 'Local', email: input.email });
  if (input.verified) {
    const ctx = await auth.$context;
    await ctx.db.update({ model: 'user', where: [{ field: 'id', value: userId }], update: { emailVerified: true } });
  }
  return { jar, userId };
}

/** The session's user (or null) for a jar. */
export async function sessionUser(auth: SocialAuth, jar: Jar): Promise<{ id: string; email: string; emailVerified: boolean } | null> {
  const response = await auth.handler(request('/get-session', { cookie: jar.header() }));
  const body = (await response.json()) as { user: { id: string; email: string; emailVerified: boolean } } | null;
  return body?.user ?? null;
}

/** The account rows of a user, as stored. */
export async function accountsOf(auth: SocialAuth, userId: string): Promise<Record<string, unknown>[]> {
  const ctx = await auth.$context;
  return ctx.db.findMany({ model: 'account', where: [{ field: 'userId', value: userId }] });
}

export { cookieJar, request, TEST_BASE_URL, PASSWORD, type Jar };
