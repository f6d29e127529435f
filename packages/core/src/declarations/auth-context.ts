// The declarations that refer to one another: the instance's context holds its options,
// plugins and hooks; a plugin's hooks, middleware and session extension receive a
// request's context, which holds the instance's. They live in this one file, on the
// floor below the engine, so that every other file imports them from below.
import type { Kysely } from 'kysely';
import type { SessionConfig } from '../session/session-config.js';
import type { TrustedOrigins } from '../security/trusted-origins.js';
import type { DatabaseAdapter } from '../db/adapter.js';
import type { ResolvedSchema } from '../db/resolve-schema.js';
import type { ErrorCodeTable } from '../error/auth-error.js';
import type { Logger, LoggerOptions } from '../logger/create-logger.js';
import type { OAuthProvider } from '../oauth/types.js';
import type { KeyValueStore } from '../storage/key-value-store.js';
import type { SchemaGate } from '../db/migrate/schema-gate.js';
import type { SchemaCustomization } from '../db/resolve-schema.js';
import type { DatabaseInput } from '../db/database-input.js';
import type { SchemaDefinition } from '../db/schema-types.js';
import type { EmailAndPasswordOptions, EmailVerificationOptions, SessionOptions, UserOptions } from '../options/account-options.js';
import type { SocialProvidersConfig } from '../oauth/resolve-social-providers.js';
import type { AccountOptions } from '../social/social-account-options.js';
import type { AuthEvent } from '../events/auth-event.js';
import type { NewPasswordInput } from '../account/new-password-input.js';
import type { UserRow } from '../account/account-rows.js';
import type { PluginRateLimitRule } from '../rate-limit/rate-limit-rule.js';
import type { PluginKey } from '../plugin/plugin-key.js';
import type { CurrentSession } from '../session/current-session.js';
import type { InputSchema } from '../endpoint/lazy-schema.js';
import type { CookieSettings, Dialect, PasswordPolicy, RequestLimiter } from './context-services.js';
import type { EndpointMeta, HookMatcher, HttpMethod } from './endpoint-meta.js';
import type { CookieAccess } from './cookie-access.js';
import type { RateLimitOptions } from './rate-limit-options.js';
import type { AdvancedOptions } from './advanced-options.js';
import type { SessionCreateDecision, SignInAttempt, SignInMethod } from './sign-in-attempt.js';

/**
 * Everything an endpoint, hook or plugin can reach on the server. Created once
 * per `createAuth`, shared by every request.
 *
 * @example
 * const user = await ctx.auth.db.findOne({ model: 'user', where: [{ field: 'id', value: id }] });
 */
export interface AuthContext {
  readonly options: AuthOptions;
  readonly appName: string;
  /** The public origin Latchkey is served from, e.g. `https://app.example.com`. */
  readonly baseURL: string;
  readonly basePath: string;
  /** The current secret first, then previous ones still accepted when verifying. */
  readonly secrets: readonly [string, ...string[]];
  readonly db: DatabaseAdapter;
  readonly kysely: Kysely<any> | undefined;
  readonly dialect: Dialect | undefined;
  readonly schema: ResolvedSchema;
  /** Answers 503 `DATABASE_SCHEMA_MISSING` until the database holds the whole schema. */
  readonly schemaGate: SchemaGate;
  readonly logger: Logger;
  readonly errorCodes: ErrorCodeTable;
  readonly hooks: { readonly before: readonly BeforeHook[]; readonly after: readonly AfterHook[] };
  readonly middleware: readonly { matcher: HookMatcher; middleware: Middleware }[];
  readonly plugins: readonly AnyPlugin[];
  /** The trusted origins; every redirect target and Origin header is checked against them. */
  readonly origins: TrustedOrigins;
  readonly cookies: CookieSettings;
  readonly rateLimiter: RequestLimiter;
  /** Secondary storage shared by every instance (`options.secondaryStorage`), or this process's memory. */
  readonly storage: KeyValueStore;
  readonly maxBodyBytes: number;
  readonly session: SessionConfig;
  readonly password: PasswordPolicy;
  /** The configured social providers by id, built once at start. */
  readonly socialProviders: ReadonlyMap<string, OAuthProvider>;
  /** The client address from the connection or explicitly trusted proxy headers; null when unknown. */
  clientIp(request: Request, connectionIp: string | undefined): string | null;
  generateId(): string;
  /** Runs work after the answer without changing its timing (mail sending, cleanup). */
  runInBackground(task: () => Promise<unknown>): void;
}

/**
 * Everything `createAuth` accepts. Sections for email and password, sessions,
 * social providers and users are added by the modules that own them.
 */
export interface AuthOptions {
  appName?: string;
  /** The public URL of the app, e.g. `https://app.example.com`. Also read from `LATCHKEY_URL`. */
  baseURL?: string;
  /** Where the handler is mounted. Defaults to `/api/auth`. */
  basePath?: string;
  /** One secret, or `[current, ...previous]` for rotation. Also read from `LATCHKEY_SECRET`. */
  secret?: string | readonly string[];
  database?: DatabaseInput;
  /**
   * A key-value store shared by every instance (`redisKeyValueStore(redis)`), for
   * session revocation markers, plugin state and, with `rateLimit.storage:
   * 'secondary'`, rate-limit counters. Defaults to this process's memory.
   */
  secondaryStorage?: KeyValueStore;
  /**
   * Milliseconds a call to `secondaryStorage` may take; a slower or failed
   * call counts as the store being unavailable (`SECONDARY_STORAGE_UNAVAILABLE`,
   * 503), and `rateLimit.onStorageError` and `session.onStorageError` decide
   * what the request gets. Defaults to 1000.
   */
  secondaryStorageTimeout?: number;
  emailAndPassword?: EmailAndPasswordOptions;
  emailVerification?: EmailVerificationOptions;
  session?: SessionOptions;
  user?: UserOptions;
  /** Social sign-in providers by id, plus `genericOIDC` and `custom` ones. See docs/social.md. */
  socialProviders?: SocialProvidersConfig;
  /** Linked social accounts: linking rules, unlinking, token encryption. */
  account?: AccountOptions;
  trustedOrigins?: readonly string[];
  plugins?: readonly AnyPlugin[];
  hooks?: Hooks;
  rateLimit?: RateLimitOptions;
  /** Paths (below the base path) that answer 404. */
  disabledPaths?: readonly string[];
  logger?: LoggerOptions;
  advanced?: AdvancedOptions;
  /** Table and column names, extra fields. */
  schema?: Record<string, SchemaCustomization>;
  /**
   * What to do when the live database lacks tables or columns: log it at start and
   * answer every request with 503 `DATABASE_SCHEMA_MISSING` until a migration adds
   * them, looking again on each request (`error`, the default); `warn`; ignore
   * (`off`); or create what is missing at start (`migrate`, for development and
   * tests; unsafe changes are still refused).
   */
  schemaCheck?: 'error' | 'warn' | 'off' | 'migrate';
  /**
   * Deletes expired sessions, tokens and stale rate-limit rows every
   * `intervalSeconds` in this process (off by default; `auth.api.cleanup()` and
   * `latchkey cleanup` do the same on demand).
   */
  cleanup?: { intervalSeconds?: number };
  /**
   * Receives every security event (see docs/events.md) after the change it
   * records commits. Runs in the background: a slow or throwing subscriber
   * never delays or fails the request; a throw is logged.
   */
  onEvent?: (event: AuthEvent) => void | Promise<void>;
  /** Hands background work to the platform (e.g. a serverless `waitUntil`). */
  waitUntil?: (task: Promise<unknown>) => void;
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

/**
 * What a before hook may answer: new input (body and query are validated again),
 * or a Response that ends the request early.
 */
export type BeforeHookResult = { body?: unknown; query?: unknown } | Response;

export interface BeforeHook {
  matcher: HookMatcher;
  handler(ctx: EndpointContext): Promise<BeforeHookResult | void> | BeforeHookResult | void;
}

export interface AfterHookContext extends EndpointContext {
  /** The endpoint's answer: its data, or the Response it produced. */
  readonly returned: unknown;
}

export interface AfterHook {
  matcher: HookMatcher;
  /** Return `{ returned }` to replace the answer's data, or a Response to replace the answer. */
  handler(ctx: AfterHookContext): Promise<{ returned: unknown } | Response | void> | { returned: unknown } | Response | void;
}

export interface Hooks {
  before?: readonly BeforeHook[];
  after?: readonly AfterHook[];
}

/** What a plugin's verification sender receives: the user, the address to verify, and where the app wants them to land. */
export interface VerificationMailInput {
  user: UserRow;
  email: string;
  callbackURL: string | undefined;
}

/** A plugin's optional setup, run once when the auth context is created. */
export type PluginInit = (ctx: AuthContext) => void | Promise<void>;

/**
 * A plugin is a declarative object. The plugins Latchkey ships use exactly this
 * API and nothing else, and so can yours.
 *
 * @example
 * export const hello = definePlugin({
 *   id: 'hello',
 *   endpoints: { hello: defineEndpoint({ method: 'GET', path: '/hello', handler: () => ({ hi: true }) }) },
 * });
 */
export interface LatchkeyPlugin<
  Id extends string = string,
  Endpoints extends Record<string, AnyEndpoint> = Record<string, AnyEndpoint>,
  Schema extends SchemaDefinition = SchemaDefinition,
  Codes extends ErrorCodeTable = ErrorCodeTable,
> {
  id: Id;
  endpoints?: Endpoints;
  /**
   * Tables the plugin adds, and fields it adds to existing ones. A field is
   * never taken from a request (sign-up, update-user) unless declared with
   * `input: true`.
   */
  schema?: Schema;
  hooks?: Hooks;
  /** Middleware run before the handlers of matching endpoints. */
  middleware?: readonly { matcher: HookMatcher; middleware: Middleware }[];
  /** Runs first for every HTTP request; may replace the request or answer it. */
  onRequest?: (
    request: Request,
    ctx: AuthContext,
  ) => Promise<{ request?: Request; response?: Response } | void> | { request?: Request; response?: Response } | void;
  /** Runs last for every HTTP answer; may replace it. */
  onResponse?: (
    response: Response,
    ctx: AuthContext,
  ) => Promise<{ response?: Response } | void> | { response?: Response } | void;
  rateLimit?: readonly PluginRateLimitRule[];
  /** Creating, resolving and re-validating sessions. */
  session?: SessionExtension;
  /**
   * A password rule, run by `checkNewPassword` on every path that sets a
   * password, after the length bounds. Throw an `AuthError` to refuse.
   */
  passwordPolicy?: (ctx: EndpointContext, input: NewPasswordInput) => void | Promise<void>;
  /**
   * Error codes the plugin answers with. A code the core or another plugin
   * already declares is a configuration error at start; reuse theirs instead.
   */
  errorCodes?: Codes;
  /**
   * Replaces the core's verification link mail: sign-up, a sign-in that must
   * wait for verification, `/send-verification-email` and changes of email
   * call it instead (an emailed code in place of a link, say). At most one
   * plugin of an instance may declare it.
   */
  sendVerificationEmail?: (ctx: EndpointContext, input: VerificationMailInput) => void | Promise<void>;
  init?: PluginInit;
  /**
   * Removes the plugin's stale rows (anonymous users nobody can sign in as any
   * more, say). Runs with every cleanup (`auth.api.cleanup()`, the
   * `cleanup.intervalSeconds` timer, `latchkey cleanup`), after expired
   * sessions and tokens are gone; never on a request. Answers counts by kind.
   */
  cleanup?: PluginCleanup;
  /** The plugin's handle on its options (`pluginKey`): `key.options(auth)` answers `options`, typed. */
  key?: PluginKey;
  /**
   * Receives every security event, to store it (an audit log) or to act with
   * the change (revoking what a password change ends): awaited where the event
   * is emitted, through `db`, the transaction of the change when it has one,
   * so its writes commit or roll back with it; a throw fails the change.
   */
  recordEvent?: EventRecorder;
  options?: unknown;
}

/** A plugin's store of security events; see `LatchkeyPlugin.recordEvent`. */
export type EventRecorder = (event: AuthEvent, input: { db: DatabaseAdapter; auth: AuthContext }) => Promise<void>;

/** A plugin's share of the cleanup: what it removed, by kind (`{ users: 3 }`). */
export type PluginCleanup = (auth: AuthContext, input: { now: Date }) => Promise<Record<string, number>>;

// `any` here: option lists hold plugins of every endpoint, schema and code type.
export type AnyPlugin = LatchkeyPlugin<string, any, any, any>;

type MaybePromise<T> = T | Promise<T>;

/**
 * A plugin's part in the life of sessions.
 *
 * @example
 * session: {
 *   beforeCreate: (ctx, { user }) => {
 *     if (user.banned) throw AuthError.of(MY_CODES, 'BANNED_USER');
 *   },
 *   resolve: (ctx) => sessionFromApiKey(ctx),
 *   validate: (ctx, current) => !current.user.banned,
 * }
 */
export interface SessionExtension {
  /** Runs before every session is created, whatever the sign-in method. */
  beforeCreate?(ctx: EndpointContext, attempt: SignInAttempt): MaybePromise<SessionCreateDecision>;
  /** Runs after a session was created and its cookies set (e.g. to expose the token in a header). */
  afterCreate?(ctx: EndpointContext, created: CurrentSession & { method: SignInMethod }): MaybePromise<void>;
  /**
   * Turns a request the session cookie did not authenticate into a session
   * (`Authorization: Bearer`, `x-api-key`). Resolvers run in plugin order after
   * the cookie; the first non-null answer wins.
   */
  resolve?(ctx: EndpointContext): MaybePromise<CurrentSession | null>;
  /**
   * Re-checks every session read, from the database, the signed cookie cache or
   * a resolver; answering false makes the request unauthenticated.
   */
  validate?(ctx: EndpointContext, current: CurrentSession): MaybePromise<boolean>;
}
