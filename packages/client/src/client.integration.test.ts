// @vitest-environment node
// The real client against a real Latchkey handler over HTTP. Node's fetch keeps no
// cookies and sends no Origin, so a small wrapper does what a browser page would.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cookieJar, createTestAuth } from '@latchkey/test-utils/test-instance';
import { toNodeHandler } from 'latchkey/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthClient } from './create-auth-client.js';

let server: Server;
let origin: string;
let auth: ReturnType<typeof createTestAuth>;

beforeAll(async () => {
  server = createServer((req, res) => void toNodeHandler(auth)(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  auth = createTestAuth({ baseURL: origin });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A browser page on `origin`: sends its Origin and keeps the cookies it is given. */
const browserFetch = (): typeof fetch => {
  const jar = cookieJar();
  return async (input, init = {}) => {
    const headers = new Headers(init.headers);
    headers.set('origin', origin);
    if (jar.header()) headers.set('cookie', jar.header());
    const response = await fetch(input, { ...init, headers });
    jar.store(response);
    return response;
  };
};

/** The store's value once it passes `test`: now, or at a later change. */
const nextValue = <T>(
  store: { get(): T; listen(listener: (value: T) => void): () => void },
  test: (value: T) => boolean,
): Promise<T> =>
  new Promise<T>((resolve) => {
    if (test(store.get())) return resolve(store.get());
    const stop = store.listen((value) => {
      if (!test(value)) return;
      stop();
      resolve(value);
    });
  });

describe('client against a Latchkey server', () => {
  it('signs up, signs in, sees the session in the store, and signs out', async () => {
    const client = createAuthClient<typeof auth>({ baseURL: origin, fetchOptions: { fetch: browserFetch() } });
    const watch = client.$session.listen(() => {});
    await nextValue(client.$session, (state) => !state.isPending);
    expect(client.$session.get().data).toBeNull();

    const signUp = await client.signUp.email({ name: 'Ada', email: 'Ada@Example.com', password: 'correct horse battery' });
    expect(signUp.error).toBeNull();
    expect(signUp.data?.user.email).toBe('ada@example.com');
    const afterSignUp = await nextValue(client.$session, (state) => state.data !== null);
    expect(afterSignUp.data?.user.name).toBe('Ada');
    expect(afterSignUp.data?.user.createdAt).toBeInstanceOf(Date);

    const out = await client.signOut();
    expect(out).toEqual({ data: { success: true }, error: null });
    await nextValue(client.$session, (state) => state.data === null);

    const wrong = await client.signIn.email({ email: 'ada@example.com', password: 'not the password' });
    expect(wrong.error).toMatchObject({ status: 401, code: client.$ERROR_CODES.INVALID_EMAIL_OR_PASSWORD });

    const signIn = await client.signIn.email({ email: 'ada@example.com', password: 'correct horse battery' });
    expect(signIn.error).toBeNull();
    const afterSignIn = await nextValue(client.$session, (state) => state.data !== null);
    expect(afterSignIn.data?.session.userId).toBe(signIn.data?.user.id);

    await client.signOut();
    await nextValue(client.$session, (state) => state.data === null);
    watch();
  });
});
