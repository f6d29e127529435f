import type { ReadableAtom } from 'nanostores';

/**
 * Why a call failed. `status` is the HTTP status, or 0 when no answer arrived
 * (`NETWORK_ERROR`, `ABORTED`, `INVALID_URL`). `code` is the server's
 * SCREAMING_SNAKE code, or `UNKNOWN_ERROR` when the answer carried none.
 */
export interface ClientError {
  status: number;
  code: string;
  message: string;
}

/** What every call answers: data or an error, never a thrown HTTP or network failure. */
export type ClientResult<T> = { data: T; error: null } | { data: null; error: ClientError };

export type ClientMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Linear retry: `attempts` extra tries, each after a fixed `delay` (ms, default 1000). */
export interface RetryOptions {
  attempts: number;
  delay?: number;
}

/** The request about to be sent; `onRequest` may change the URL, headers or init. */
export interface RequestContext {
  path: string;
  url: URL;
  init: RequestInit & { headers: Headers };
}

export interface FetchOptions {
  /** The fetch implementation; defaults to the global one, looked up at call time. */
  fetch?: typeof fetch;
  headers?: HeadersInit;
  /** Defaults to `'include'` so the session cookie travels cross-origin too. */
  credentials?: RequestCredentials;
  /** Extra tries for network failures and 5xx answers. Defaults to 2 for GET, 0 otherwise. */
  retry?: number | RetryOptions;
  onRequest?(context: RequestContext): void | Promise<void>;
  onResponse?(response: Response, context: RequestContext): void | Promise<void>;
  /** Called once with the final error, after retries. */
  onError?(error: ClientError, context: { path: string }): void | Promise<void>;
}

/** Per-call options, the second argument of every endpoint call. */
export interface CallOptions {
  headers?: HeadersInit;
  signal?: AbortSignal;
  fetchOptions?: FetchOptions;
}

export interface FetchInit extends CallOptions {
  /** Defaults to POST when a body is given, GET otherwise. */
  method?: ClientMethod;
  /** Sent as JSON. */
  body?: unknown;
  /** Appended to the URL; arrays repeat the key, `undefined` and `null` are left out. */
  query?: Record<string, unknown>;
}

/** `client.$fetch`: a call below the base path, answering `{ data, error }`. */
export type ClientFetch = <T = unknown>(path: string, init?: FetchInit) => Promise<ClientResult<T>>;

/** The user as `/get-session` answers it when nothing more is known about the server. */
export interface BaseUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image?: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface BaseSession {
  id: string;
  userId: string;
  token: string;
  expiresAt: Date;
  ipAddress?: string | null;
  userAgent?: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface SessionData {
  session: BaseSession;
  user: BaseUser;
}

/**
 * The value of `client.$session`. `isPending` is true only until the first answer;
 * later refetches keep the previous data visible.
 */
export interface SessionState<D = SessionData> {
  data: D | null;
  error: ClientError | null;
  isPending: boolean;
  /** Loads the session again; concurrent calls share one request. */
  refetch(): Promise<void>;
}

/** What client plugins reach besides `$fetch`. */
export interface ClientStore {
  $session: ReadableAtom<SessionState>;
  /** Says the session changed: refetches it here and tells the other tabs. */
  notify(): void;
}

/** Refetches an atom after successful calls to matching paths. */
export interface AtomListener {
  matcher(path: string): boolean;
  /** `$session` (the default), or an atom of `getAtoms` whose value has `refetch()`. */
  atom?: `$${string}`;
}

/** The server half of a plugin, as far as the client's types care. */
export interface ServerPluginLike {
  endpoints?: object;
  errorCodes?: object;
}

/**
 * A client plugin: types for its server endpoints, extra actions and atoms, and
 * the runtime hints the client cannot learn from types.
 */
export interface ClientPlugin {
  id: string;
  /** Type carrier only: `{} as ReturnType<typeof myServerPlugin>`. */
  $InferServerPlugin?: ServerPluginLike;
  getActions?($fetch: ClientFetch, $store: ClientStore): Record<string, unknown>;
  getAtoms?($fetch: ClientFetch): Record<`$${string}`, ReadableAtom>;
  /**
   * The plugin's route table (`latchkey/routes`' `RouteTable`), the one its
   * server endpoints are defined with: each call is sent with its route's
   * method, so a POST route without a body is still posted.
   */
  routes?: Readonly<Record<string, { readonly method: ClientMethod; readonly path: string }>>;
  atomListeners?: readonly AtomListener[];
  /**
   * Sees the data of every successful call, e.g. to react to a sign-in that
   * answered a challenge instead of a session. Runs before the session store
   * refetches; what it throws is reported to the console, never to the caller.
   */
  onSuccess?(context: { path: string; data: unknown }): void;
}
