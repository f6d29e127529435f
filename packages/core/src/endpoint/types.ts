import type { InputSchema } from './lazy-schema.js';
import type { WithOutputFields } from './output-fields.js';
import type { AuthContext } from '../context/auth-context.js';
import type { CookieOptions } from '../cookies/serialize-cookie.js';

/** Types only: the key under which an endpoint definition carries its handler's answer type. */
declare const endpointOutput: unique symbol;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Body encodings an endpoint accepts over HTTP. JSON is the default. */
export type BodyEncoding = 'json' | 'form';

export interface EndpointMeta {
  /** Callable through `auth.api` only; over HTTP the path answers 404. */
  serverOnly?: boolean;
  /** Accepted body encodings. Defaults to `['json']`. */
  accepts?: readonly BodyEncoding[];
  /** Adds `Cache-Control: no-store` to the answer. */
  noStore?: boolean;
  /**
   * A sign-in or sign-up entry point: cookieless cross-site navigations are refused,
   * and a browser's cookieless request must come from a trusted origin (login CSRF).
   */
  authEntry?: boolean;
  /**
   * Mails or texts a link or code to an address named in the request (password reset,
   * verification mail, one-time codes). A browser's cookieless request must then come
   * from a trusted origin, so no other site can make visitors flood a victim's inbox
   * or phone; calls without browser headers (server to server) still pass.
   */
  sendsMessage?: boolean;
  /** Skips the Origin check; for endpoints that providers post to (OAuth form_post). */
  skipOriginCheck?: boolean;
  /**
   * Changes how the account is signed in to or who owns it: passwords, email,
   * linked accounts, second factors, passkeys, API keys, deletion. Plugins
   * whose sessions act on someone's behalf (impersonation, API keys, anonymous
   * users) refuse these by matching on this flag.
   */
  sensitive?: boolean;
}

export type OutgoingCookieOptions = CookieOptions;

/**
 * Reads the request's cookies and collects the answer's Set-Cookie headers.
 * Reads see the request as it arrived; a missing cookie reads as `null`.
 */
export interface CookieAccess {
  get(name: string): string | null;
  getSigned(name: string): Promise<string | null>;
  /** A value that may have been split over several cookies by `setChunked`. */
  getChunked(name: string): string | null;
  set(name: string, value: string, options?: OutgoingCookieOptions): void;
  setSigned(name: string, value: string, options?: OutgoingCookieOptions): Promise<void>;
  /** Writes a value over as many cookies as it needs (each under 4 KB) and clears stale chunks. */
  setChunked(name: string, value: string, options?: OutgoingCookieOptions): void;
  delete(name: string, options?: OutgoingCookieOptions): void;
  deleteChunked(name: string, options?: OutgoingCookieOptions): void;
}

/** What every endpoint handler, middleware and hook receives. */
export interface EndpointContext<Body = unknown, Query = unknown> {
  readonly method: HttpMethod;
  /** The normalised path below the base path, e.g. `/sign-in/email`. */
  readonly path: string;
  /** The matched endpoint's meta, e.g. for hooks that act on every `sensitive` route. */
  readonly meta: EndpointMeta;
  readonly params: Readonly<Record<string, string>>;
  body: Body;
  query: Query;
  readonly headers: Headers;
  /** The HTTP request; undefined for `auth.api` calls made without one. */
  readonly request: Request | undefined;
  /** The client address as resolved by the rate limiter's rules; null when unknown. */
  readonly clientIp: string | null;
  readonly auth: AuthContext;
  readonly cookies: CookieAccess;
  /** Headers added to the answer (Set-Cookie is managed through `cookies`). */
  readonly responseHeaders: Headers;
  /** True for `auth.api` calls, false over HTTP. */
  readonly isServerCall: boolean;
  /** Sets the answer's status for a data answer (defaults to 200). */
  setStatus(status: number): void;
  /** A redirect answer carrying the headers and cookies set so far. */
  redirect(url: string, status?: 302 | 303 | 307): Response;
}

export type AnyObject = Record<string, unknown>;

/**
 * A middleware runs before the handler; the object it returns is merged into the
 * handler's context, with its type.
 */
export type Middleware<Out extends AnyObject = AnyObject> = (
  ctx: EndpointContext,
) => Promise<Out | void> | Out | void;

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

/** The erased shape the engine works with. */
export interface AnyEndpoint {
  method: HttpMethod | readonly HttpMethod[];
  path: string;
  body?: InputSchema | undefined;
  query?: InputSchema | undefined;
  use?: readonly Middleware[];
  meta?: EndpointMeta;
  // `any`: the erased handler accepts the context of whichever endpoint it is.
  handler(ctx: any): unknown;
}

export type EndpointRecord = Record<string, AnyEndpoint>;

/** The data an endpoint answers with (a redirect Response is not data), with the instance's extra fields `F` (see `OutputFields`). */
export type EndpointOutput<E, F = never> = WithOutputFields<Exclude<Awaited<HandlerAnswer<E>>, Response>, F>;

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
export type EndpointData<E, F = never> = WithOutputFields<Exclude<Awaited<HandlerAnswer<E>>, Response | OAuthErrorAnswer>, F>;

/**
 * What an endpoint's handler answers. Read from the type-only `endpointOutput` key of
 * an `EndpointDefinition`: inferring it from `handler` resolved the handler's context
 * (every body and query schema's output, every middleware's), which was most of the
 * cost of typing a client call. Endpoints typed otherwise fall back to `handler`.
 */
type HandlerAnswer<E> = E extends { readonly [endpointOutput]?: infer R }
  ? unknown extends R
    ? E extends { handler(ctx: never): infer A }
      ? A
      : never
    : R
  : never;

export type EndpointBody<E> = E extends { body?: infer S } ? SchemaInput<S> : undefined;
export type EndpointQuery<E> = E extends { query?: infer S } ? SchemaInput<S> : undefined;
