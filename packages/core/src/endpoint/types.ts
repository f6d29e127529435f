import type { InputSchema } from './lazy-schema.js';
import type { WithOutputFields } from './output-fields.js';
import type { AnyEndpoint, EndpointContext, Middleware } from '../declarations/auth-context.js';
import type { EndpointMeta, HttpMethod } from '../declarations/endpoint-meta.js';

/** Types only: the key under which an endpoint definition carries its handler's answer type. */
declare const endpointOutput: unique symbol;

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

export type MiddlewareOutput<Use> = Use extends readonly Middleware[]
  ? UnionToIntersection<{ [K in keyof Use]: Use[K] extends Middleware<infer O> ? O : never }[number]> extends infer R
    ? [R] extends [never]
      ? unknown
      : R
    : unknown
  : unknown;

// Read through the schema's `_zod` internals rather than `S extends z.ZodType`: comparing a
// concrete schema with zod's classic `ZodType` walks its whole method surface, which cost
// most of an app's type-check time.
export type SchemaOutput<S> = S extends { _zod: { output: infer O } } ? O : undefined;
export type SchemaInput<S> = S extends { _zod: { input: infer I } } ? I : undefined;

export interface EndpointDefinition<
  Path extends string = string,
  Method extends HttpMethod = HttpMethod,
  BodySchema extends InputSchema | undefined = InputSchema | undefined,
  QuerySchema extends InputSchema | undefined = InputSchema | undefined,
  Use extends readonly Middleware[] = readonly Middleware[],
  Out = unknown,
  Meta extends EndpointMeta = EndpointMeta,
> {
  method: Method | readonly Method[];
  path: Path;
  body?: BodySchema;
  query?: QuerySchema;
  use?: Use;
  meta?: Meta;
  handler(
    ctx: EndpointContext<SchemaOutput<BodySchema>, SchemaOutput<QuerySchema>> & MiddlewareOutput<Use>,
  ): Promise<Out> | Out;
  /** Types only (never set): the handler's answer, read without resolving the handler's context type. */
  readonly [endpointOutput]?: Out;
}


export type EndpointRecord = Record<string, AnyEndpoint>;

/** The data an endpoint answers with (a redirect Response is not data), with the instance's extra fields `F` (see `OutputFields`). */
export type EndpointOutput<E, F = never> = WithOutputFields<Exclude<HandlerAnswer<E>, Response>, F>;

/** An OAuth error body (RFC 6749 §5.2), answered with a 4xx status. */
interface OAuthErrorAnswer {
  error: string;
  error_description: string;
}

/**
 * What a client receives as `data` from an endpoint: its output without the
 * answers that come with an error status (an OAuth error body arrives as the
 * client's `error`). Excluded in the same pass as `Response`, at no extra cost.
 */
export type EndpointData<E, F = never> = WithOutputFields<Exclude<HandlerAnswer<E>, Response | OAuthErrorAnswer>, F>;

/**
 * What an endpoint's handler answers. Read from the type-only `endpointOutput` key of
 * an `EndpointDefinition`: inferring it from `handler` resolved the handler's context
 * (every body and query schema's output, every middleware's), which was most of the
 * cost of typing a client call. Endpoints typed otherwise fall back to `handler`.
 * The key holds the answer already awaited (the handler is typed `Promise<Out> | Out`),
 * so only the fallback awaits it: `Awaited` tested every call's answer, about 300
 * instantiations with every plugin.
 */
type HandlerAnswer<E> = E extends { readonly [endpointOutput]?: infer R }
  ? unknown extends R
    ? E extends { handler(ctx: never): infer A }
      ? Awaited<A>
      : never
    : R
  : never;

/**
 * The input an endpoint's body schema accepts, or `undefined` without one. Read
 * in one test of the endpoint, not by inferring the schema and testing it again
 * (which also tested `undefined`, the optional property's other half): about
 * 1,400 instantiations fewer with every plugin.
 */
export type EndpointBody<E> = E extends { body?: undefined }
  ? undefined
  : E extends { body?: { _zod: { input: infer I } } }
    ? I
    : undefined;
/** The input an endpoint's query schema accepts, or `undefined` without one (as `EndpointBody`). */
export type EndpointQuery<E> = E extends { query?: undefined }
  ? undefined
  : E extends { query?: { _zod: { input: infer I } } }
    ? I
    : undefined;
