import { describe, expect, expectTypeOf, it } from 'vitest';
import { createTestAuth, TEST_BASE_URL } from '@latchkey/test-utils/test-instance';
import { applyCookies, getSession, toNextJsHandler, type CookieOptions, type HeadersLike } from './next.js';

const url = (path: string): string => `${TEST_BASE_URL}/api/auth${path}`;

function signUp(post: (request: Request) => Promise<Response>, email: string): Promise<Response> {
  return post(
    new Request(url('/sign-up/email'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_BASE_URL },
      body: JSON.stringify({ name: 'Next', email, password: 'long enough pw' }),
    }),
  );
}

/** The `name=value` pairs of a response's cookies, as a browser would send them back. */
const cookieHeader = (response: Response): string =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');

/** Shaped like Next's `ReadonlyHeaders`: readable, not a `Headers`. */
class ReadonlyHeaders implements HeadersLike {
  readonly #headers: Headers;
  constructor(init: Record<string, string>) {
    this.#headers = new Headers(init);
  }
  forEach(callback: (value: string, name: string) => void): void {
    this.#headers.forEach((value, name) => callback(value, name));
  }
}

describe('toNextJsHandler', () => {
  const auth = createTestAuth();
  const { GET, POST } = toNextJsHandler(auth);

  it('serves GET routes', async () => {
    const response = await GET(new Request(url('/ok')));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('serves POST routes and sets the session cookie', async () => {
    const response = await signUp(POST, 'route@example.com');
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().some((c) => c.startsWith('latchkey.session_token='))).toBe(true);
    const session = await GET(new Request(url('/get-session'), { headers: { cookie: cookieHeader(response) } }));
    expect((await session.json()).user.email).toBe('route@example.com');
  });

  it('accepts the handler function itself', async () => {
    const response = await toNextJsHandler(auth.handler).GET(new Request(url('/ok')));
    expect(response.status).toBe(200);
  });

  it('answers 405 for a method the route does not have', async () => {
    const response = await POST(new Request(url('/ok'), { method: 'POST', headers: { origin: TEST_BASE_URL } }));
    expect(response.status).toBe(405);
  });
});

describe('getSession', () => {
  const auth = createTestAuth({
    session: { updateAge: 0 },
    user: { additionalFields: { plan: { type: 'string', required: false } } },
  });
  const { POST } = toNextJsHandler(auth);

  it('reads the session from a Headers', async () => {
    const cookie = cookieHeader(await signUp(POST, 'headers@example.com'));
    const current = await getSession(auth, new Headers({ cookie }));
    expect(current?.user.email).toBe('headers@example.com');
    expect(current?.session.userId).toBe(current?.user.id);
  });

  it('reads the session from read-only headers like Next passes', async () => {
    const cookie = cookieHeader(await signUp(POST, 'readonly@example.com'));
    const current = await getSession(auth, new ReadonlyHeaders({ cookie }));
    expect(current?.user.email).toBe('readonly@example.com');
  });

  it('answers null when signed out or the cookie is forged', async () => {
    expect(await getSession(auth, new Headers())).toBeNull();
    expect(await getSession(auth, new Headers({ cookie: 'latchkey.session_token=forged.value' }))).toBeNull();
  });

  it('never extends the session, since a server component cannot set the cookie', async () => {
    const cookie = cookieHeader(await signUp(POST, 'no-refresh@example.com'));
    const first = await getSession(auth, new Headers({ cookie }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = await getSession(auth, new Headers({ cookie }));
    expect(second?.session.expiresAt.getTime()).toBe(first?.session.expiresAt.getTime());
    expect(second?.session.updatedAt.getTime()).toBe(first?.session.updatedAt.getTime());
  });

  it('carries the instance types, extra fields included', () => {
    expectTypeOf(getSession(auth, new Headers())).resolves.toEqualTypeOf<Awaited<ReturnType<typeof auth.api.getSession>>>();
    type Current = NonNullable<Awaited<ReturnType<typeof getSession<Awaited<ReturnType<typeof auth.api.getSession>>>>>>;
    expectTypeOf<Current['user']['plan']>().toEqualTypeOf<string | null | undefined>();
  });
});

/** Records cookies as Next's cookie store does, and writes them back the way Next serializes values. */
class RecordingCookieStore {
  readonly cookies = new Map<string, { value: string; options: CookieOptions }>();
  set(name: string, value: string, options: CookieOptions): void {
    this.cookies.set(name, { value, options });
  }
  header(): string {
    return [...this.cookies]
      .filter(([, cookie]) => cookie.options.maxAge !== 0)
      .map(([name, cookie]) => `${name}=${encodeURIComponent(cookie.value)}`)
      .join('; ');
  }
}

describe('applyCookies', () => {
  const auth = createTestAuth();
  const body = { name: 'Action', email: 'action@example.com', password: 'long enough pw' };

  it('hands the session a server action signs in with to the cookie store, and its deletion on sign-out', async () => {
    await auth.api.signUpEmail({ body });
    const store = new RecordingCookieStore();
    const result = applyCookies(
      await auth.api.signInEmail({ body: { email: body.email, password: body.password }, headers: new Headers(), returnHeaders: true }),
      store,
    );
    expect(result.response.user.email).toBe('action@example.com');
    const session = store.cookies.get('latchkey.session_token');
    expect(session?.options).toMatchObject({ httpOnly: true, path: '/', sameSite: 'lax' });
    expect(session?.options.maxAge).toBeGreaterThan(0);

    const cookie = store.header();
    expect((await getSession(auth, new Headers({ cookie })))?.user.email).toBe('action@example.com');

    applyCookies(await auth.api.signOut({ headers: new Headers({ cookie }), returnHeaders: true }), store);
    expect(store.cookies.get('latchkey.session_token')?.options.maxAge).toBe(0);
    expect(await getSession(auth, new Headers({ cookie }))).toBeNull();
  });

  it('accepts a Response and returns it as it came', async () => {
    const store = new RecordingCookieStore();
    const response = await auth.api.signInEmail({ body: { email: body.email, password: body.password }, asResponse: true });
    expect(applyCookies(response, store)).toBe(response);
    expect(store.cookies.has('latchkey.session_token')).toBe(true);
  });
});
