import type { ReadableAtom } from 'nanostores';
import type { AllEndpoints, CORE_ERROR_CODES, EndpointBody, EndpointOutput, EndpointQuery } from 'latchkey';
import type {
  CallOptions,
  ClientFetch,
  ClientPlugin,
  ClientResult,
  ClientStore,
  FetchOptions,
  SessionData,
  SessionState,
} from '../types.js';

/*
 * The server's endpoint registry is mapped to the nested proxy type once, when
 * `createAuthClient` is called; call sites then only look properties up. Each
 * step below is a flat mapped or conditional type, never a recursion over the
 * whole registry.
 */

/** What `createAuthClient` needs from a server type: `typeof auth` fits. */
export interface AuthLike {
  endpoints: object;
  $ERROR_CODES?: object;
}

/** The core endpoints and error codes, for clients created without `typeof auth`. */
export interface DefaultCore {
  endpoints: AllEndpoints<{}>;
  $ERROR_CODES: typeof CORE_ERROR_CODES;
}

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
type Merge<U> = [U] extends [never] ? {} : UnionToIntersection<U>;

/**
 * Drops index signatures, keeping the literal keys: a registry typed as
 * `Record<string, …> & {...}` must not turn every property name into an endpoint.
 */
type Known<T> = { [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K] };

type Camel<S extends string> = S extends `${infer H}-${infer T}` ? `${H}${Capitalize<Camel<T>>}` : S;

/** `/sign-in/email` with F → `{ signIn: { email: F } }`. */
type Nest<P extends string, F> = P extends `/${infer H}/${infer T}`
  ? { [K in Camel<H>]: Nest<`/${T}`, F> }
  : P extends `/${infer L}`
    ? { [K in Camel<L>]: F }
    : never;

/** Server-only endpoints and paths with `:params` are not part of the client. */
type Callable<E> = E extends { path: infer P extends string }
  ? P extends `${string}:${string}`
    ? false
    : E extends { meta?: { serverOnly: true } }
      ? false
      : true
  : false;

type MethodsOf<E> = E extends { method: infer M } ? (M extends readonly (infer X)[] ? X : M) : never;

/**
 * The method of every endpoint that is not served on GET, by path: what a
 * bodiless call would otherwise send wrong. A client plugin's `pathMethods`
 * satisfies this for its server endpoints, so the compiler keeps the two
 * exactly in step: a missing, extra or wrong entry fails to compile.
 *
 * @example
 * pathMethods: { '/admin/stop-impersonating': 'POST', … } satisfies ClientMethodsOf<typeof adminEndpoints>
 */
export type ClientMethodsOf<E> = {
  [K in keyof E as 'GET' extends MethodsOf<E[K]> ? never : E[K] extends { path: infer P extends string } ? P : never]: Exclude<
    MethodsOf<E[K]>,
    'GET'
  >;
};

type BodyPart<B> = [B] extends [undefined] ? {} : Exclude<B, undefined>;
type QueryPart<Q> = [Q] extends [undefined]
  ? {}
  : undefined extends Q
    ? { query?: Exclude<Q, undefined> }
    : {} extends Q
      ? { query?: Q }
      : { query: Q };

type Returns<E> = Promise<ClientResult<EndpointOutput<E>>>;

/**
 * One endpoint as a client function. The first argument is the input: the body's
 * fields, plus `query` when the endpoint reads one; the second is per-call options.
 */
export type ClientCall<E, B = EndpointBody<E>, Q = EndpointQuery<E>> = [B, Q] extends [undefined, undefined]
  ? (input?: undefined, options?: CallOptions) => Returns<E>
  : undefined extends B
    ? {} extends QueryPart<Q>
      ? (input?: BodyPart<B> & QueryPart<Q>, options?: CallOptions) => Returns<E>
      : (input: BodyPart<B> & QueryPart<Q>, options?: CallOptions) => Returns<E>
    : {} extends BodyPart<B> & QueryPart<Q>
      ? (input?: BodyPart<B> & QueryPart<Q>, options?: CallOptions) => Returns<E>
      : (input: BodyPart<B> & QueryPart<Q>, options?: CallOptions) => Returns<E>;

/** The nested functions of an endpoint registry. */
export type ClientRoutes<Endpoints, E = Known<Endpoints>> = Merge<
  {
    [K in keyof E]: Callable<E[K]> extends true
      ? Nest<E[K] extends { path: infer P extends string } ? P : never, ClientCall<E[K]>>
      : never;
  }[keyof E]
>;

type ServerPart<P, K extends keyof ServerShape> = P extends { $InferServerPlugin?: infer S }
  ? S extends { [Q in K]?: infer X }
    ? NonNullable<X>
    : {}
  : {};
interface ServerShape {
  endpoints: unknown;
  errorCodes: unknown;
}
type Returned<P, K extends 'getActions' | 'getAtoms'> = P extends { [Q in K]?: (...args: never[]) => infer R } ? R : {};

type PluginList = readonly ClientPlugin[];

/** Every endpoint the client knows: the server type's plus its plugins' servers'. */
export type ClientEndpoints<A extends AuthLike, P extends PluginList> = A['endpoints'] &
  Merge<ServerPart<P[number], 'endpoints'>>;

type ErrorCodeTable<A, P extends PluginList> = (A extends { $ERROR_CODES: infer C } ? C : {}) &
  Merge<ServerPart<P[number], 'errorCodes'>>;

/** `client.$ERROR_CODES`: every code the server may answer, each mapped to itself. */
export type ClientErrorCodes<A, P extends PluginList> = { readonly [K in keyof Known<ErrorCodeTable<A, P>> & string]: K };

/** The session `/get-session` answers, or the base shape when the server type has no such endpoint. */
export type InferSession<Endpoints, E = Known<Endpoints>> = [
  { [K in keyof E]: E[K] extends { path: '/get-session' } ? NonNullable<EndpointOutput<E[K]>> : never }[keyof E],
] extends [infer S]
  ? [S] extends [never]
    ? SessionData
    : S
  : SessionData;

export interface AuthClientOptions<P extends PluginList = PluginList, S = SessionData> {
  /** The origin Latchkey is served from. Defaults to the page's origin; required outside a browser. */
  baseURL?: string;
  /** Where the handler is mounted below `baseURL`. Defaults to `/api/auth`. */
  basePath?: string;
  plugins?: P;
  fetchOptions?: FetchOptions;
  /** The session rendered on the server; seeds `$session` so the first render has it. */
  initialSession?: S | null;
}

/** The client `createAuthClient` returns. */
export type AuthClient<A extends AuthLike, P extends PluginList> = ClientRoutes<ClientEndpoints<A, P>> &
  Merge<Returned<P[number], 'getActions'>> &
  Merge<Returned<P[number], 'getAtoms'>> & {
    $fetch: ClientFetch;
    $session: ReadableAtom<SessionState<InferSession<ClientEndpoints<A, P>>>>;
    $store: ClientStore;
    $ERROR_CODES: ClientErrorCodes<A, P>;
  };
