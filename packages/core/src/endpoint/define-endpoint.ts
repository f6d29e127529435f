import type { InputSchema } from './lazy-schema.js';
import type { EndpointDefinition } from './types.js';
import type { EndpointMeta, HttpMethod } from '../declarations/endpoint-meta.js';
import type { Middleware } from '../declarations/auth-context.js';

/**
 * Declares an endpoint as a value: method, path, input schemas, middleware and a
 * handler. The same value is routed over HTTP and called on the server through
 * `auth.api`.
 *
 * @example
 * export const ok = defineEndpoint({
 *   method: 'GET',
 *   path: '/ok',
 *   handler: () => ({ ok: true }),
 * });
 */
export function defineEndpoint<
  const Path extends string,
  Method extends HttpMethod,
  Out,
  BodySchema extends InputSchema | undefined = undefined,
  QuerySchema extends InputSchema | undefined = undefined,
  const Use extends readonly Middleware[] = [],
  const Meta extends EndpointMeta = {},
>(
  definition: EndpointDefinition<Path, Method, BodySchema, QuerySchema, Use, Out, Meta>,
): EndpointDefinition<Path, Method, BodySchema, QuerySchema, Use, Out, Meta> {
  return definition;
}

/**
 * Declares a middleware whose returned object is merged into the handler's context.
 *
 * @example
 * const withTenant = defineMiddleware(async (ctx) => ({ tenant: ctx.headers.get('x-tenant') }));
 */
export function defineMiddleware<Out extends Record<string, unknown>>(middleware: Middleware<Out>): Middleware<Out> {
  return middleware;
}
