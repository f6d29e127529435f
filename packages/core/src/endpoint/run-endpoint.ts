import type { AuthContext, AfterHook, AfterHookContext, AnyEndpoint, EndpointContext } from '../declarations/auth-context.js';
import type { CookieAccess } from '../declarations/cookie-access.js';
import type { HttpMethod } from '../declarations/endpoint-meta.js';
import { isThenable } from '../utils/is-thenable.js';
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
    meta: call.endpoint.meta ?? NO_META,
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
    redirect,
  };
  const { endpoint } = call;
  const body = inputWithoutSchema(endpoint.body, call.body, 'body');
  ctx.body = body === RUNS_SCHEMA ? await validateInput(endpoint.body, call.body, { part: 'body', codes: auth.errorCodes }) : body;
  const query = inputWithoutSchema(endpoint.query, call.query, 'query');
  ctx.query = query === RUNS_SCHEMA ? await validateInput(endpoint.query, call.query, { part: 'query', codes: auth.errorCodes }) : query;

  // Each stage costs a turn of the microtask queue only when something in it waits.
  const before = runBeforeHooks(auth, ctx, endpoint);
  const early = before instanceof Promise ? await before : before;
  if (early) return { response: early };
  const middleware = runMiddleware(auth, ctx, endpoint);
  if (middleware) await middleware;

  const returned: unknown = await endpoint.handler(ctx);
  const after = runAfterHooks(auth, ctx, returned);
  // Awaited when it is a promise or a hook handed one back as `returned`, as an async step would.
  const finalReturned: unknown = isThenable(after) ? await after : after;
  if (finalReturned instanceof Response) return { response: finalReturned };
  return { data: finalReturned, status };
}

type Ctx = EndpointContext & Record<string, unknown>;

const NO_META: EndpointContext['meta'] = Object.freeze({});

/** `ctx.redirect`: the engine adds the collected response headers and cookies when it sends this. */
function redirect(url: string, status = 302): Response {
  return new Response(null, { status, headers: { location: url } });
}
type AfterHookResult = Awaited<ReturnType<AfterHook['handler']>>;

/** The before hooks, from the first that matches; `null` at once when none does. */
function runBeforeHooks(auth: AuthContext, ctx: Ctx, endpoint: AnyEndpoint): Promise<Response | null> | null {
  const hooks = auth.hooks.before;
  for (let i = 0; i < hooks.length; i++) {
    if (hooks[i]!.matcher(ctx)) return runBeforeHooksFrom(auth, ctx, endpoint, i);
  }
  return null;
}

/** From `first`, a hook that already matched. */
async function runBeforeHooksFrom(auth: AuthContext, ctx: Ctx, endpoint: AnyEndpoint, first: number): Promise<Response | null> {
  const hooks = auth.hooks.before;
  for (let i = first; i < hooks.length; i++) {
    const hook = hooks[i]!;
    if (i !== first && !hook.matcher(ctx)) continue;
    const answered = hook.handler(ctx);
    // A hook that answers at once costs no turn of the microtask queue.
    const result = isThenable(answered) ? await answered : answered;
    if (!result) continue;
    if (result instanceof Response) return result;
    const codes = auth.errorCodes;
    if ('body' in result) ctx.body = await validateInput(endpoint.body, result.body, { part: 'body', codes });
    if ('query' in result) ctx.query = await validateInput(endpoint.query, result.query, { part: 'query', codes });
  }
  return null;
}

/** The matching middleware and the endpoint's own; `undefined` at once when there is none. */
function runMiddleware(auth: AuthContext, ctx: Ctx, endpoint: AnyEndpoint): Promise<void> | undefined {
  const entries = auth.middleware;
  let first = 0;
  while (first < entries.length && !entries[first]!.matcher(ctx)) first++;
  if (first === entries.length && !endpoint.use?.length) return undefined;
  return runMiddlewareFrom(auth, ctx, endpoint, first);
}

/** From `first`, a middleware that already matched. */
async function runMiddlewareFrom(auth: AuthContext, ctx: Ctx, endpoint: AnyEndpoint, first: number): Promise<void> {
  const entries = auth.middleware;
  for (let i = first; i < entries.length; i++) {
    const entry = entries[i]!;
    if (i === first || entry.matcher(ctx)) Object.assign(ctx, await entry.middleware(ctx));
  }
  for (const middleware of endpoint.use ?? []) Object.assign(ctx, await middleware(ctx));
}

/**
 * The after hooks in order, each seeing what the last one left. Synchronous
 * while the hooks are; once one answers with a promise (or any thenable), the
 * rest run after it settles and the result is a promise.
 */
function runAfterHooks(auth: AuthContext, ctx: EndpointContext, returned: unknown, from = 0): unknown {
  let current = returned;
  const hooks = auth.hooks.after;
  for (let i = from; i < hooks.length; i++) {
    const hook = hooks[i]!;
    if (!hook.matcher(ctx)) continue;
    // A copy per hook (a spread, which V8 clones in one step), so a hook's writes stay its own.
    const hookCtx: AfterHookContext = { ...ctx, returned: current };
    const answered = hook.handler(hookCtx);
    if (isThenable(answered)) {
      const before = current;
      return Promise.resolve(answered).then((result: AfterHookResult) => runAfterHooks(auth, ctx, afterHookReturned(result, before), i + 1));
    }
    current = afterHookReturned(answered, current);
  }
  return current;
}

const afterHookReturned = (result: AfterHookResult, current: unknown): unknown =>
  !result ? current : result instanceof Response ? result : result.returned;
