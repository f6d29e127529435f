import { TEST_BASE_URL } from './test-instance.js';

/**
 * A `fetch` that hands each request straight to a test instance's handler, with
 * the trusted Origin a browser on the app would send: for client tests without
 * a server.
 *
 * @example
 * const client = createAuthClient<typeof auth>({ baseURL: TEST_BASE_URL, fetchOptions: { fetch: handlerFetch(auth) } });
 */
export function handlerFetch(auth: { handler(request: Request): Promise<Response> }) {
  return (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const headers = new Headers(init.headers);
    headers.set('origin', TEST_BASE_URL);
    return auth.handler(new Request(String(input), { ...init, headers }));
  };
}
