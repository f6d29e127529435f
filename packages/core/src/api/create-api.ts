import type { AuthContext, AnyEndpoint } from '../declarations/auth-context.js';
import { CookieJar } from '../cookies/cookie-jar.js';
import { runEndpoint } from '../endpoint/run-endpoint.js';
import type { HttpMethod } from '../declarations/endpoint-meta.js';
import { isConnectionError } from '../db/is-connection-error.js';
import { errorAnswer, toAuthError } from '../error/to-auth-error.js';
import { toFetchResponse } from '../handler/answer.js';
import { toAnswer } from '../handler/to-response.js';
import { AnswerHeaders } from '../handler/answer-headers.js';
import type { Api } from './types.js';

interface RawInput {
  body?: unknown;
  query?: unknown;
  headers?: HeadersInit;
  params?: Record<string, string>;
  request?: Request;
  asResponse?: boolean;
  returnHeaders?: boolean;
}

/**
 * Builds `auth.api`: every endpoint as a server-side function running the same
 * pipeline as HTTP (validation, hooks, middleware), without the origin check and
 * the rate limit, which guard the network edge. Errors are thrown as AuthError
 * unless `asResponse` asks for the HTTP answer; a lost database connection is
 * thrown as the 503 `DATABASE_UNAVAILABLE` AuthError (the driver's error as its
 * `cause`), other unexpected errors as they are.
 */
export function createApi<E extends Record<string, AnyEndpoint>>(endpoints: E, context: Promise<AuthContext>): Api<E> {
  const api: Record<string, (input?: RawInput) => Promise<unknown>> = {};
  for (const [name, endpoint] of Object.entries(endpoints)) {
    api[name] = (input = {}) => callEndpoint(endpoint, context, input);
  }
  return api as Api<E>;
}

async function callEndpoint(endpoint: AnyEndpoint, context: Promise<AuthContext>, input: RawInput): Promise<unknown> {
  const auth = await context;
  const headers = new Headers(input.headers ?? input.request?.headers);
  const responseHeaders = new AnswerHeaders();
  const method = pickMethod(endpoint, input.body !== undefined);
  const path = fillParams(endpoint.path, input.params ?? {});
  // The same 503 as over HTTP while the schema is incomplete, instead of a failing query.
  const run = auth.schemaGate.check().then(() => runEndpoint(auth, {
    endpoint,
    method,
    path,
    params: input.params ?? {},
    body: input.body,
    query: input.query,
    headers,
    request: input.request,
    clientIp: input.request ? auth.clientIp(input.request, undefined) : null,
    isServerCall: true,
    cookies: new CookieJar({ cookieHeader: headers.get('cookie'), responseHeaders, secrets: auth.secrets }),
    responseHeaders,
  }));
  if (input.asResponse) {
    return run.then(
      (result) => toFetchResponse(toAnswer(result, responseHeaders, endpoint.meta)),
      (error: unknown) => toFetchResponse(errorAnswer(toAuthError(error))),
    );
  }
  const result = await run.catch((error: unknown) => {
    throw isConnectionError(error) ? toAuthError(error) : error;
  });
  const data = 'response' in result ? result.response : result.data;
  if (input.returnHeaders) {
    const headersOut = toAnswer(result, responseHeaders, endpoint.meta).headers;
    return { headers: headersOut, response: data };
  }
  return data;
}

function fillParams(path: string, params: Record<string, string>): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, key: string) => params[key] ?? `:${key}`);
}

function pickMethod(endpoint: AnyEndpoint, hasBody: boolean): HttpMethod {
  if (typeof endpoint.method === 'string') return endpoint.method;
  if (hasBody && endpoint.method.includes('POST')) return 'POST';
  return endpoint.method[0] ?? 'GET';
}
