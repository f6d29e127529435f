// What the bearer tests share: an instance with the plugin, and requests that carry a bearer token and nothing else.
import type { AuthOptions } from 'latchkey';
import { PASSWORD, send, signUp, type Jar } from '../account-kit.js';
import { cookieJar, createTestAuth, TEST_BASE_URL } from '../test-instance.js';
import { bearer, type BearerOptions } from '@latchkey/bearer';

export function createBearerAuth(input: { bearer?: BearerOptions; auth?: Omit<AuthOptions, 'plugins'> } = {}) {
  return createTestAuth({ ...input.auth, plugins: [bearer(input.bearer)] });
}

export type BearerAuth = ReturnType<typeof createBearerAuth>;

/** A request as a native app sends it: the bearer token, no cookie, no Origin. */
export function bearerRequest(path: string, init: { token: string; method?: string; body?: unknown }): Request {
  const headers = new Headers({ authorization: `Bearer ${init.token}` });
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  return new Request(`${TEST_BASE_URL}/api/auth${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

/** Signs a user up and in with a password: the signed token of `set-auth-token`, the raw one of the body, and the jar. */
export async function signedInWithToken(auth: BearerAuth, email = 'ada@example.com'): Promise<{ signed: string; raw: string; jar: Jar; userId: string }> {
  const { userId } = await signUp(auth, { email });
  const jar = cookieJar();
  const response = await send(auth, jar, '/sign-in/email', { body: { email, password: PASSWORD } });
  const signed = response.headers.get('set-auth-token');
  if (response.status !== 200 || !signed) throw new Error(`sign-in failed: ${response.status}`);
  const { token } = (await response.json()) as { token: string };
  return { signed, raw: token, jar, userId };
}

/** The user id the bearer token is accepted as, or null. */
export async function bearerUserId(auth: BearerAuth, token: string): Promise<string | null> {
  const body = (await (await auth.handler(bearerRequest('/get-session', { token }))).json()) as { user: { id: string } } | null;
  return body?.user.id ?? null;
}
