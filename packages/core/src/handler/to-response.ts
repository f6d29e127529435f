import type { EndpointResult } from '../endpoint/run-endpoint.js';
import type { EndpointMeta } from '../declarations/endpoint-meta.js';
import type { Answer } from './answer.js';
import { answerJson } from './answer-json.js';

/**
 * Turns an endpoint's outcome into its answer, adding the headers and cookies the
 * endpoint collected. Data answers are JSON; `null` is a valid answer.
 */
export function toAnswer(result: EndpointResult, collected: Headers, meta: EndpointMeta | undefined): Answer {
  if ('response' in result) return withCollectedHeaders(result.response, collected);
  collected.set('content-type', 'application/json');
  if (meta?.noStore) collected.set('cache-control', 'no-store');
  const body = answerJson(result.data);
  return { status: result.status, headers: collected, body };
}

function withCollectedHeaders(response: Response, collected: Headers): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of collected) {
    if (name === 'set-cookie') continue;
    if (!headers.has(name)) headers.set(name, value);
  }
  for (const cookie of collected.getSetCookie()) headers.append('set-cookie', cookie);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
