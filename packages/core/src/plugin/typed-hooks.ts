import type {
  EndpointContext,
  AfterHook,
  AfterHookContext,
  BeforeHook,
  BeforeHookResult,
} from '../declarations/auth-context.js';
import type { SchemaOutput } from '../endpoint/types.js';
import type { CoreEndpoints } from '../routes/core-endpoints.js';

type CoreEndpoint = CoreEndpoints[keyof CoreEndpoints];
/** Every path the core serves, e.g. `/sign-up/email`. */
export type CorePath = CoreEndpoint['path'];
type At<P> = Extract<CoreEndpoint, { path: P }>;
type BodyOf<E> = E extends { body?: infer S } ? SchemaOutput<S> : undefined;
type QueryOf<E> = E extends { query?: infer S } ? SchemaOutput<S> : undefined;
type OutputOf<E> = E extends { handler(ctx: never): infer R } ? Exclude<Awaited<R>, Response> : unknown;

/** The context a hook on a core path receives: that endpoint's validated input, typed. */
export type HookContext<P extends CorePath> = EndpointContext<BodyOf<At<P>>, QueryOf<At<P>>>;

type MaybePromise<T> = T | Promise<T>;

function matchPath(path: string): (ctx: { path: string }) => boolean {
  if (!path.includes(':')) return (ctx) => ctx.path === path;
  const pattern = new RegExp(`^${path.replace(/:[A-Za-z0-9_]+/g, '[^/]+')}$`);
  return (ctx) => pattern.test(ctx.path);
}

/**
 * A before hook on one core path, with that endpoint's input typed. Throw an
 * `AuthError` to refuse the request, return `{ body }` to change the input,
 * or a Response to answer in place of the endpoint.
 *
 * @example
 * hooks: { before: [beforeHook('/sign-up/email', (ctx) => {
 *   if (ctx.body.email.endsWith('@blocked.example')) throw AuthError.of(CODES, 'DOMAIN_BLOCKED');
 * })] }
 */
export function beforeHook<P extends CorePath>(
  path: P,
  handler: (ctx: HookContext<P>) => MaybePromise<BeforeHookResult | void>,
): BeforeHook {
  return { matcher: matchPath(path), handler: handler as BeforeHook['handler'] };
}

/**
 * An after hook on one core path, with its input and answer typed.
 *
 * @example
 * hooks: { after: [afterHook('/sign-up/email', (ctx) => audit(ctx.returned.user.id))] }
 */
export function afterHook<P extends CorePath>(
  path: P,
  handler: (
    ctx: HookContext<P> & Omit<AfterHookContext, 'body' | 'query' | 'returned'> & { readonly returned: OutputOf<At<P>> | Response },
  ) => MaybePromise<{ returned: unknown } | Response | void>,
): AfterHook {
  return { matcher: matchPath(path), handler: handler as AfterHook['handler'] };
}
