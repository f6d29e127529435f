import type { Api } from './api/types.js';
import type { AuthContext, AuthOptions } from './declarations/auth-context.js';
import type { AuthHandler } from './handler/create-handler.js';
import type { CORE_ERROR_CODES } from './error/core-error-codes.js';
import type { CoreEndpoints } from './routes/core-endpoints.js';
import type { FieldAdditions, InferFields, InferInputFields } from './db/schema-types.js';
import type { Session, User } from './session/session-types.js';
import type { OutputFields } from './endpoint/output-fields.js';

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
type Merge<U> = [U] extends [never] ? {} : UnionToIntersection<U>;

type PluginsOf<O> = O extends { plugins: readonly (infer P)[] } ? P : never;

// Distributive over the union of plugins (and `never` when there are none). Read by
// property, not as `P extends LatchkeyPlugin<string, infer E>`: that form checks every
// endpoint against the erased endpoint type, comparing each zod schema with zod's
// classic `ZodType`, which cost more than all the rest of an app's types together.
// A plugin typed loosely (`any` endpoints, as in a list of `AuthOptions['plugins']`) adds
// nothing it cannot name, rather than turning the whole registry into `any`.
type Known<T> = 0 extends 1 & T ? {} : NonNullable<T>;
type EndpointsOf<P> = P extends { endpoints?: infer E } ? Known<E> : never;
type CodesOf<P> = P extends { errorCodes?: infer C } ? Known<C> : never;
type SchemaOf<P> = P extends { schema?: infer S } ? Known<S> : never;

/** The endpoints every plugin of the options adds. */
export type PluginEndpoints<O> = Merge<EndpointsOf<PluginsOf<O>>>;

/** The error codes every plugin of the options adds. */
export type PluginErrorCodes<O> = Merge<CodesOf<PluginsOf<O>>>;

type FieldsOf<T> = T extends { additionalFields?: infer F } ? (F extends FieldAdditions ? F : {}) : {};
// Matched against the table by its literal name rather than a mapped `{ [K in Table]: … }`,
// which was instantiated again for every plugin.
type UserTableFields<S> = S extends { user: { fields: infer F extends FieldAdditions } } ? InferFields<F> : never;
type SessionTableFields<S> = S extends { session: { fields: infer F extends FieldAdditions } } ? InferFields<F> : never;

/** Fields the options and plugins add to the user. */
export type UserFields<O> = InferFields<FieldsOf<O extends { user?: infer U } ? U : {}>> &
  Merge<UserTableFields<SchemaOf<PluginsOf<O>>>>;
/** Fields the options and plugins add to the session. */
export type SessionFields<O> = InferFields<FieldsOf<O extends { session?: infer S } ? S : {}>> &
  Merge<SessionTableFields<SchemaOf<PluginsOf<O>>>>;

// A plugin's fields are never written by requests unless the plugin declares them `input: true`.
type PluginInputFieldsOf<S, Table extends string> = S extends { [K in Table]: { fields: infer F extends FieldAdditions } }
  ? InferInputFields<{ [K in keyof F as F[K] extends { input: true } ? K : never]: F[K] }>
  : never;

/** The extra user fields a sign-up or update-user request may set (none declared `input: false`). */
export type UserInputFields<O> = InferInputFields<FieldsOf<O extends { user?: infer U } ? U : {}>> &
  Merge<PluginInputFieldsOf<SchemaOf<PluginsOf<O>>, 'user'>>;

type Endpoints<O> = CoreEndpoints & PluginEndpoints<O>;

/** Every endpoint of an instance, with outputs carrying the extra user and session fields. */
export type AllEndpoints<O> = keyof UserFields<O> | keyof SessionFields<O> extends never
  ? Endpoints<O>
  : // The input fields behind a function type: worked out only where a sign-up or update-user call reads them.
    Endpoints<O> & OutputFields<UserFields<O>, SessionFields<O>, () => UserInputFields<O>>;

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
  /**
   * Types only: `typeof auth.$Infer.Session` is what a get-session answers,
   * `{ session, user }` with the extra fields; `typeof auth.$Infer.User` is the user.
   */
  $Infer: {
    User: User & UserFields<O>;
    Session: { session: Session & SessionFields<O>; user: User & UserFields<O> };
  };
}
