import type { HasHandler, Jar } from './account-kit.js';
import { cookieJar, TEST_BASE_URL } from './test-instance.js';

/**
 * A `fetch` for `@latchkey/client` in tests that goes straight to a test
 * instance's handler: it keeps cookies like a browser, sends the trusted
 * Origin, and notes each call as `METHOD /path`.
 *
 * @example
 * const { fetch, seen } = handlerFetch(auth);
 * const client = createAuthClient({ baseURL: TEST_BASE_URL, fetchOptions: { fetch } });
 */
export function handlerFetch(auth: HasHandler): { fetch: typeof fetch; seen: string[]; jar: Jar } {
  const jar = cookieJar();
  const seen: string[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const headers = new Headers(init.headers);
    if (jar.header()) headers.set('cookie', jar.header());
    headers.set('origin', TEST_BASE_URL);
    const request = new Request(String(input), { ...init, headers });
    seen.push(`${request.method} ${new URL(request.url).pathname.replace('/api/auth', '')}`);
    const response = await auth.handler(request);
    jar.store(response);
    return response;
  };
  return { fetch: fetch as typeof globalThis.fetch, seen, jar };
}
