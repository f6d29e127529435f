import type { EndpointResult } from '../endpoint/run-endpoint.js';
import type { EndpointMeta } from '../endpoint/types.js';

/**
 * Turns an endpoint's outcome into the HTTP answer, adding the headers and cookies
 * the endpoint collected. Data answers are JSON; `null` is a valid answer.
 */
export function toResponse(result: EndpointResult, collected: Headers, meta: EndpointMeta | undefined): Response {
  if ('response' in result) {
    const response = result.response;
    const headers = new Headers(response.headers);
    for (const [name, value] of collected) {
      if (name === 'set-cookie') continue;
      if (!headers.has(name)) headers.set(name, value);
    }
    for (const cookie of collected.getSetCookie()) headers.append('set-cookie', cookie);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
  const headers = new Headers(collected);
  headers.set('content-type', 'application/json');
  if (meta?.noStore) headers.set('cache-control', 'no-store');
  const body = result.data === undefined ? 'null' : JSON.stringify(result.data);
  return new Response(body, { status: result.status, headers });
}
