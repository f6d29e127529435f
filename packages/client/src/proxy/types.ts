import type { ReadableAtom } from 'nanostores';
import type { AllEndpoints, CORE_ERROR_CODES, EndpointBody, EndpointData, EndpointOutput, EndpointQuery, OutputFieldsOf } from 'latchkey';
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

type BodyPart<B> = [B] extends [undefined] ? {} : Exclude<B, undefined>;
type QueryPart<Q> = [Q] extends [undefined]
  ? {}
  : undefined extends Q
    ? { query?: Exclude<Q, undefined> }
    : {} extends Q
      ? { query?: Q }
      : { query: Q };

type Returns<E, F> = Promise<ClientResult<EndpointData<E, F>>>;

type InputPart<B, Q> = BodyPart<B> & QueryPart<Q>;

/**
 * The body of the two routes that take the user's extra fields, which the server's
 * schema accepts loosely and checks against the field declarations: here the
 * declared fields instead of an index signature, so an unknown key, a wrong type
 * or a field declared `input: false` fails to compile.
 */
type StrictBody<E, B, F> = E extends { path: '/sign-up/email' | '/update-user' }
  ? Known<B> & ([F] extends [{ userInput: () => infer I }] ? (E extends { path: '/sign-up/email' } ? I : Partial<I>) : {})
  : B;

/** The arguments of a client call: the input (optional when nothing in it is required), then per-call options. */
export type ClientArgs<E, F = never, B = StrictBody<E, EndpointBody<E>, F>, Q = EndpointQuery<E>> = [B, Q] extends [undefined, undefined]
  ? [input?: undefined, options?: CallOptions]
  : undefined extends B
    ? {} extends QueryPart<Q>
      ? [input?: InputPart<B, Q>, options?: CallOptions]
      : [input: InputPart<B, Q>, options?: CallOptions]
    : {} extends InputPart<B, Q>
      ? [input?: InputPart<B, Q>, options?: CallOptions]
      : [input: InputPart<B, Q>, options?: CallOptions];

/**
 * One endpoint as a client function. The first argument is the input: the body's
 * fields, plus `query` when the endpoint reads one; the second is per-call options.
 *
 * An interface, so that its input and output types are worked out only where the
 * call is used: the client maps every endpoint of the server, and resolving each
 * one's schemas up front made type-checking grow with every plugin enabled.
 */
export interface ClientCall<E, F = never> {
  (...args: ClientArgs<E, F>): Returns<E, F>;
}

/**
 * The path a client calls an endpoint by, or `never` for what is not part of the
 * client: server-only endpoints and paths with `:params`.
 */
type ClientPath<E> = E extends { path: infer P extends string }
  ? P extends `${string}:${string}`
    ? never
    : E extends { meta?: { serverOnly: true } }
      ? never
      : P
  : never;

/**
 * The endpoints a client may call, keyed by path, in one pass over the registry
 * (index signatures and symbol keys dropped): a registry typed as
 * `Record<string, …> & {...}` must not turn every property name into an endpoint.
 * Symbol keys are dropped by mapping over `keyof E & string` rather than testing
 * each key (`K extends string`): one test fewer for each of the registry's keys,
 * about 1,100 instantiations with every plugin.
 */
type ByPath<E> = { [K in keyof E & string as string extends K ? never : ClientPath<E[K]>]: E[K] };

/**
 * The name a path is reached by at this level: its first segment, camel-cased
 * (`/sign-in/email` → `signIn`, `/sign-out` → `signOut`). One test per path for
 * leaves and groups alike.
 */
type NameOf<P> = P extends `/${infer H}/${string}` ? Camel<H> : P extends `/${infer L}` ? Camel<L> : never;
/** A path with more segments below this level: part of a group, not a leaf. */
type Nested = `/${string}/${string}`;
/** The paths `G` of one group with their first segment cut: `/sign-in/email` → `/email`. */
type Tails<M, G extends keyof M> = { [P in G as P extends `/${string}/${infer T}` ? `/${T}` : never]: M[P] };

/**
 * What one name holds: a call (its path is a leaf), a group (every path under
 * it has more segments), or both when a leaf and a group share the name.
 */
type Node<M, P extends keyof M, F> = [P] extends [Nested]
  ? Tree<Tails<M, P>, F>
  : [P] extends [Exclude<P, Nested>]
    ? ClientCall<M[P], F>
    : ClientCall<M[Exclude<P, Nested>], F> & Tree<Tails<M, Extract<P, Nested>>, F>;

/**
 * `/sign-in/email` → `signIn.email`. Built by one mapped type keyed by path
 * segment, so a group (`client.admin`) is worked out only where it is used, and
 * merging the groups needs no union of every endpoint (whose pairwise comparison
 * grew with the square of the endpoints).
 *
 * When several paths map to one name, a mapped type instantiates the property
 * once with `P` as the union of those paths, so a group is built from its own
 * paths only; scanning every path of the registry for each group used cost
 * thousands of instantiations per group. Leaves and groups share the one mapped
 * type (two, one for leaves and one for groups, tested every path twice).
 */
type Tree<M, F> = { [P in keyof M as NameOf<P>]: Node<M, P, F> };

/** The nested functions of an endpoint registry. */
export type ClientRoutes<Endpoints> = Tree<ByPath<Endpoints>, OutputFieldsOf<Endpoints>>;

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

/**
 * The client plugins' types, by the id of their server plugin. Each client plugin
 * with actions or atoms registers itself here (module augmentation), so a client
 * created as `createAuthClient<typeof auth>({ plugins: [...] })`, whose plugins the
 * compiler cannot infer once the server type is given, still gets the actions,
 * atoms and hooks of every plugin the server enables.
 *
 * @example
 * declare module '@latchkey/client' {
 *   interface RegisteredClientPlugins {
 *     'my-plugin': ReturnType<typeof myPluginClient>;
 *   }
 * }
 */
export interface RegisteredClientPlugins {}

/** The plugins a list was inferred as, or none for an untyped list (`readonly ClientPlugin[]`). */
type Listed<P extends PluginList> = string extends P[number]['id'] ? never : P[number];

type ServerPluginIds<A> = A extends { options: { plugins?: readonly (infer S)[] } }
  ? S extends { id: infer I extends string }
    ? I
    : never
  : never;

/**
 * The registered client plugins of the server's plugins. A type argument of the
 * client (defaulted where `createAuthClient` is called), so that a declaration
 * emitted for an exported client names them, and a package reading that
 * declaration keeps them without importing the plugins' modules.
 */
export type RegisteredFor<A> = { [K in ServerPluginIds<A> & keyof RegisteredClientPlugins]: RegisteredClientPlugins[K] };

/** Every client plugin whose actions and atoms the client carries: those listed, and the server's registered ones. */
type ClientPluginsOf<P extends PluginList, R> = Listed<P> | R[keyof R];

/** Every endpoint the client knows: the server type's plus its plugins' servers'. */
export type ClientEndpoints<A extends AuthLike, P extends PluginList> = A['endpoints'] &
  Merge<ServerPart<Listed<P>, 'endpoints'>>;

type ErrorCodeTable<A, P extends PluginList> = (A extends { $ERROR_CODES: infer C } ? C : {}) &
  Merge<ServerPart<Listed<P>, 'errorCodes'>>;

/**
 * `client.$ERROR_CODES`: every code the server may answer, each mapped to itself.
 * One pass over the table's keys, not a copy of the table without its index
 * signatures and then its keys.
 */
export type ClientErrorCodes<A, P extends PluginList> = {
  readonly [K in keyof ErrorCodeTable<A, P> & string as string extends K ? never : K]: K;
};

/**
 * The session `/get-session` answers, or the base shape when the server type has no
 * such endpoint. Looked up by the core's registry name (`getSession`, whose path is
 * checked) rather than by scanning every endpoint for the path: the scan resolved
 * each endpoint's type at every `createAuthClient` call.
 */
export type InferSession<Endpoints> = Endpoints extends { getSession: infer G extends { path: '/get-session' } }
  ? NonNullable<EndpointOutput<G, OutputFieldsOf<Endpoints>>>
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
export type AuthClient<A extends AuthLike, P extends PluginList, R = RegisteredFor<A>> = ClientRoutes<ClientEndpoints<A, P>> &
  Merge<Returned<ClientPluginsOf<P, R>, 'getActions'>> &
  Merge<Returned<ClientPluginsOf<P, R>, 'getAtoms'>> & {
    $fetch: ClientFetch;
    $session: ReadableAtom<SessionState<InferSession<ClientEndpoints<A, P>>>>;
    $store: ClientStore;
    $ERROR_CODES: ClientErrorCodes<A, P>;
  };
