import type { Api } from './api/types.js';
import type { AuthContext } from './context/auth-context.js';
import type { AuthHandler } from './handler/create-handler.js';
import type { CORE_ERROR_CODES } from './error/core-error-codes.js';
import type { AuthOptions } from './options/auth-options.js';
import type { LatchkeyPlugin } from './plugin/types.js';
import type { CoreEndpoints } from './routes/core-endpoints.js';

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
type Merge<U> = [U] extends [never] ? {} : UnionToIntersection<U>;

type PluginsOf<O> = O extends { plugins: readonly (infer P)[] } ? P : never;

/** The endpoints every plugin of the options adds. */
export type PluginEndpoints<O> = Merge<PluginsOf<O> extends LatchkeyPlugin<string, infer E> ? E : never>;

/** The error codes every plugin of the options adds. */
export type PluginErrorCodes<O> = Merge<
  PluginsOf<O> extends LatchkeyPlugin<string, infer _E, infer _S, infer C> ? C : never
>;

export type AllEndpoints<O> = CoreEndpoints & PluginEndpoints<O>;

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
}
