import type { AuthContext } from '../context/auth-context.js';
import type { SchemaDefinition } from '../db/schema-types.js';
import type { NewPasswordInput } from '../account/new-password-input.js';
import type { UserRow } from '../account/account-rows.js';
import type { AnyEndpoint, EndpointContext, EndpointMeta, Middleware } from '../endpoint/types.js';
import type { SessionExtension } from '../session/session-extension.js';
import type { ErrorCodeTable } from '../error/auth-error.js';
import type { PluginRateLimitRule } from '../rate-limit/rate-limit-rule.js';
import type { PluginKey } from './plugin-key.js';
import type { AuthEvent } from '../events/auth-event.js';
import type { DatabaseAdapter } from '../db/adapter.js';

/** Which requests a hook or middleware applies to: the normalised path, the method and the endpoint's meta. */
export type HookMatcher = (ctx: { path: string; method: string; meta: EndpointMeta }) => boolean;

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
