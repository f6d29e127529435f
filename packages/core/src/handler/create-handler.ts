import type { AuthContext } from '../declarations/auth-context.js';
import { CookieJar } from '../cookies/cookie-jar.js';
import { runEndpoint } from '../endpoint/run-endpoint.js';
import type { HttpMethod } from '../declarations/endpoint-meta.js';
import { AuthError } from '../error/auth-error.js';
import { CORE_ERROR_CODES } from '../error/core-error-codes.js';
import { errorAnswer, toAuthError } from '../error/to-auth-error.js';
import { readBody } from '../http/read-body.js';
import { readRequestTarget } from '../http/request-target.js';
import type { Router } from '../router/create-router.js';
import { pluginHooksOf } from '../plugin/plugin-hooks.js';
import { normalizePath, stripBasePath } from '../router/normalize-path.js';
import { checkRequestOrigin } from './check-request-origin.js';
import { toFetchResponse, type Answer } from './answer.js';
import { AnswerHeaders } from './answer-headers.js';
import { logErrorAnswer } from './log-error-answer.js';
import { toAnswer } from './to-response.js';
import { reportRateLimitHit } from '../events/report-rate-limit-hit.js';
import { isThenable } from '../utils/is-thenable.js';

export interface HandlerSetup {
  router: Router;
  context: Promise<AuthContext>;
}

/** What a server integration knows about the connection and the Request does not carry. */
export interface RequestInfo {
  /** The peer address of the connection. */
  ip?: string;
}

/** The Fetch handler. `raw` answers without building a Response, for integrations that write bytes themselves. */
export interface AuthHandler {
  (request: Request, info?: RequestInfo): Promise<Response>;
  raw(request: Request, info?: RequestInfo): Promise<Answer>;
}

const notFound = (): AuthError => AuthError.of(CORE_ERROR_CODES, 'NOT_FOUND');

/**
 * Builds `handler(request): Promise<Response>`: the engine every integration wraps.
 * Unknown failures answer 500 with no internals and are logged (`logErrorAnswer`).
 */
export function createHandler(setup: HandlerSetup): AuthHandler {
  // Once the context is built, requests take it as it is rather than awaiting the promise each time.
  let ready: AuthContext | undefined;
  setup.context.then(
    (auth) => {
      ready = auth;
    },
    () => undefined,
  );
  async function raw(request: Request, info?: RequestInfo): Promise<Answer> {
    const auth = ready ?? (await setup.context);
    let answer: Answer;
    try {
      answer = await handle(auth, setup, request, info);
    } catch (error) {
      const authError = toAuthError(error);
      logErrorAnswer(auth.logger, { thrown: error, answered: authError, path: new URL(request.url).pathname });
      answer = errorAnswer(authError);
    }
    for (const plugin of pluginHooksOf(auth).onResponse) {
      const response = toFetchResponse(answer);
      answer = (await plugin.onResponse!(response, auth))?.response ?? response;
    }
    return answer;
  }
  const handler = async (request: Request, info?: RequestInfo): Promise<Response> => toFetchResponse(await raw(request, info));
  return Object.assign(handler, { raw });
}

async function handle(
  auth: AuthContext,
  setup: HandlerSetup,
  original: Request,
  info: RequestInfo | undefined,
): Promise<Answer> {
  // A flag once the schema is known complete; while it is missing, every request looks again.
  if (!auth.schemaGate.complete) await auth.schemaGate.check();
  let request = original;
  for (const plugin of pluginHooksOf(auth).onRequest) {
    const answered = plugin.onRequest!(request, auth);
    // A hook that answers at once (most look at the URL and pass) costs no turn of the microtask queue.
    const result = isThenable(answered) ? await answered : answered;
    if (result?.response) return result.response;
    if (result?.request) request = result.request;
  }
  const target = readRequestTarget(request.url);
  const pathname = normalizePath(target.pathname);
  const path = pathname === null ? null : stripBasePath(pathname, auth.basePath);
  if (path === null || isDisabled(auth, path)) throw notFound();
  const route = setup.router.match(request.method, path);
  if (route.kind === 'not-found') throw notFound();
  if (route.kind === 'method-not-allowed') {
    throw AuthError.of(CORE_ERROR_CODES, 'METHOD_NOT_ALLOWED', { headers: { allow: route.allow.join(', ') } });
  }
  const { endpoint, params } = route.match;
  if (endpoint.meta?.serverOnly) throw notFound();

  const clientIp = auth.clientIp(request, info?.ip);
  const limited = auth.rateLimiter.enabled ? await auth.rateLimiter.check({ path, ip: clientIp }) : null;
  if (limited) {
    const retryAfterSeconds = Number(limited.headers.get('retry-after') ?? 0);
    await reportRateLimitHit(auth, { path, ip: clientIp, headers: request.headers, retryAfterSeconds });
    throw limited;
  }
  checkRequestOrigin(auth, request, endpoint.meta);

  const method = (request.method === 'HEAD' ? 'GET' : request.method) as HttpMethod;
  const body =
    method === 'GET' ? undefined : await readBody(request, { accepts: endpoint.meta?.accepts ?? ['json'], maxBytes: auth.maxBodyBytes });
  const responseHeaders = new AnswerHeaders();
  const result = await runEndpoint(auth, {
    endpoint,
    method,
    path,
    params,
    body,
    query: target.query,
    headers: request.headers,
    request,
    clientIp,
    isServerCall: false,
    cookies: new CookieJar({ cookieHeader: request.headers.get('cookie'), responseHeaders, secrets: auth.secrets }),
    responseHeaders,
  });
  return toAnswer(result, responseHeaders, endpoint.meta);
}

function isDisabled(auth: AuthContext, path: string): boolean {
  return auth.options.disabledPaths?.includes(path) ?? false;
}
