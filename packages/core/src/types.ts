import type { Api } from './api/types.js';
import type { AuthContext } from './context/auth-context.js';
import type { AuthHandler } from './handler/create-handler.js';
import type { CORE_ERROR_CODES } from './error/core-error-codes.js';
import type { AuthOptions } from './options/auth-options.js';
import type { LatchkeyPlugin } from './plugin/types.js';
import type { CoreEndpoints } from './routes/core-endpoints.js';
import type { FieldAdditions, InferFields } from './db/schema-types.js';
import type { Session, User } from './session/session-types.js';

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
type Merge<U> = [U] extends [never] ? {} : UnionToIntersection<U>;

type PluginsOf<O> = O extends { plugins: readonly (infer P)[] } ? P : never;

// Distributive over the union of plugins (and `never` when there are none).
type EndpointsOf<P> = P extends LatchkeyPlugin<string, infer E> ? E : never;
type CodesOf<P> = P extends LatchkeyPlugin<string, infer _E, infer _S, infer C> ? C : never;
type SchemaOf<P> = P extends LatchkeyPlugin<string, infer _E, infer S> ? S : never;

/** The endpoints every plugin of the options adds. */
export type PluginEndpoints<O> = Merge<EndpointsOf<PluginsOf<O>>>;

/** The error codes every plugin of the options adds. */
export type PluginErrorCodes<O> = Merge<CodesOf<PluginsOf<O>>>;

type FieldsOf<T> = T extends { additionalFields?: infer F } ? (F extends FieldAdditions ? F : {}) : {};
type TableFieldsOf<S, Table extends string> = S extends { [K in Table]: { fields: infer F extends FieldAdditions } }
  ? InferFields<F>
  : never;
type PluginTableFields<O, Table extends string> = Merge<TableFieldsOf<SchemaOf<PluginsOf<O>>, Table>>;

/** Fields the options and plugins add to the user. */
export type UserFields<O> = InferFields<FieldsOf<O extends { user?: infer U } ? U : {}>> & PluginTableFields<O, 'user'>;
/** Fields the options and plugins add to the session. */
export type SessionFields<O> = InferFields<FieldsOf<O extends { session?: infer S } ? S : {}>> &
  PluginTableFields<O, 'session'>;

/**
 * Adds the extra fields to answers that carry a user or a session: `{ user }`,
 * `{ session, user }`, and lists of sessions. Shallow on purpose, to stay cheap
 * for the type checker.
 */
type Augment<T, UX, SX> = T extends readonly (infer E)[]
  ? Augment<E, UX, SX>[]
  : T extends { userId: string; expiresAt: Date }
    ? T & SX
    : T extends object
      ? { [K in keyof T]: K extends 'user' ? NonNullable<T[K]> & UX : K extends 'session' ? NonNullable<T[K]> & SX : T[K] }
      : T;

type WithFields<E, UX, SX> = {
  [K in keyof E]: E[K] extends { handler(ctx: never): infer R }
    ? Omit<E[K], 'handler'> & { handler(ctx: never): Promise<Augment<Exclude<Awaited<R>, Response>, UX, SX>> }
    : E[K];
};

type Endpoints<O> = CoreEndpoints & PluginEndpoints<O>;

/** Every endpoint of an instance, with outputs carrying the extra user and session fields. */
export type AllEndpoints<O> = keyof UserFields<O> | keyof SessionFields<O> extends never
  ? Endpoints<O>
  : WithFields<Endpoints<O>, UserFields<O>, SessionFields<O>>;

/** What `createAuth` returns. */
export interface Auth<O extends AuthOptions = AuthOptions> {
  /** The Fetch-standard handler; mount it at the base path of any server. */
  handler: AuthHandler;
  /** Every endpoint as a typed server-side function. */
  api: Api<AllEndpoints<O>>;
  /** The endpoint values, for typed clients (`createAuthClient<typeof auth>()`). */
  endpoints: AllEndpoints<O>;
  options: O;
  /** Resolves once the database is connected and plugins are initialised. */
  $context: Promise<AuthContext>;
  $ERROR_CODES: typeof CORE_ERROR_CODES & PluginErrorCodes<O>;
  /** Types only: `typeof auth.$Infer.User`, `typeof auth.$Infer.Session`. */
  $Infer: { User: User & UserFields<O>; Session: Session & SessionFields<O> };
}
