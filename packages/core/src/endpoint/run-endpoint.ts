import type { AuthContext, AfterHookContext, AnyEndpoint, EndpointContext } from '../declarations/auth-context.js';
import type { CookieAccess } from '../declarations/cookie-access.js';
import type { HttpMethod } from '../declarations/endpoint-meta.js';
import { inputWithoutSchema, RUNS_SCHEMA, validateInput } from './validate-input.js';

export interface EndpointCall {
  endpoint: AnyEndpoint;
  method: HttpMethod;
  path: string;
  params: Record<string, string>;
  body: unknown;
  query: unknown;
  headers: Headers;
  request: Request | undefined;
  clientIp: string | null;
  isServerCall: boolean;
  cookies: CookieAccess;
  responseHeaders: Headers;
}

/** An endpoint's outcome: data with a status, or a Response the endpoint built (a redirect). */
export type EndpointResult = { data: unknown; status: number } | { response: Response };

/**
 * The one pipeline every call goes through, over HTTP or through `auth.api`:
 * input validation, before hooks, middleware, the handler, after hooks.
 */
export async function runEndpoint(auth: AuthContext, call: EndpointCall): Promise<EndpointResult> {
  let status = 200;
  const ctx: EndpointContext & Record<string, unknown> = {
    method: call.method,
    path: call.path,
    meta: call.endpoint.meta ?? {},
    params: call.params,
    body: undefined,
    query: undefined,
    headers: call.headers,
    request: call.request,
    clientIp: call.clientIp,
    auth,
    cookies: call.cookies,
    responseHeaders: call.responseHeaders,
    isServerCall: call.isServerCall,
    setStatus(next) {
      status = next;
    },
    redirect(url, redirectStatus = 302) {
      // The engine adds the collected response headers and cookies when it sends this.
      return new Response(null, { status: redirectStatus, headers: { location: url } });
    },
  };
  const { endpoint } = call;
  const body = inputWithoutSchema(endpoint.body, call.body, 'body');
  ctx.body = body === RUNS_SCHEMA ? await validateInput(endpoint.body, call.body, { part: 'body', codes: auth.errorCodes }) : body;
  const query = inputWithoutSchema(endpoint.query, call.query, 'query');
  ctx.query = query === RUNS_SCHEMA ? await validateInput(endpoint.query, call.query, { part: 'query', codes: auth.errorCodes }) : query;

  const early = await runBeforeHooks(auth, ctx, call.endpoint);
  if (early) return { response: early };
  await runMiddleware(auth, ctx, call.endpoint);

  const returned = await call.endpoint.handler(ctx);
  const finalReturned = await runAfterHooks(auth, ctx, returned);
  if (finalReturned instanceof Response) return { response: finalReturned };
  return { data: finalReturned, status };
}

async function runBeforeHooks(
  auth: AuthContext,
  ctx: EndpointContext & Record<string, unknown>,
  endpoint: AnyEndpoint,
): Promise<Response | null> {
  for (const hook of auth.hooks.before) {
    if (!hook.matcher(ctx)) continue;
    const answered = hook.handler(ctx);
    // A hook that answers at once costs no turn of the microtask queue.
    const result = answered instanceof Promise ? await answered : answered;
    if (!result) continue;
    if (result instanceof Response) return result;
    const codes = auth.errorCodes;
    if ('body' in result) ctx.body = await validateInput(endpoint.body, result.body, { part: 'body', codes });
    if ('query' in result) ctx.query = await validateInput(endpoint.query, result.query, { part: 'query', codes });
  }
  return null;
}

async function runMiddleware(
  auth: AuthContext,
  ctx: EndpointContext & Record<string, unknown>,
  endpoint: AnyEndpoint,
): Promise<void> {
  for (const entry of auth.middleware) {
    if (entry.matcher(ctx)) Object.assign(ctx, await entry.middleware(ctx));
  }
  for (const middleware of endpoint.use ?? []) Object.assign(ctx, await middleware(ctx));
}

async function runAfterHooks(auth: AuthContext, ctx: EndpointContext, returned: unknown): Promise<unknown> {
  let current = returned;
  for (const hook of auth.hooks.after) {
    if (!hook.matcher(ctx)) continue;
    // A copy per hook (a spread, which V8 clones in one step), so a hook's writes stay its own.
    const hookCtx: AfterHookContext = { ...ctx, returned: current };
    const answered = hook.handler(hookCtx);
    const result = answered instanceof Promise ? await answered : answered;
    if (!result) continue;
    current = result instanceof Response ? result : result.returned;
  }
  return current;
}
