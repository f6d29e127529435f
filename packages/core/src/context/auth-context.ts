import type { Kysely } from 'kysely';
import type { PasswordHasher } from '../crypto/password-hasher.js';
import type { SessionConfig } from '../session/session-config.js';
import type { TrustedOrigins } from '../security/trusted-origins.js';
import type { DatabaseAdapter } from '../db/adapter.js';
import type { ResolvedSchema } from '../db/resolve-schema.js';
import type { ErrorCodeTable } from '../error/auth-error.js';
import type { Logger } from '../logger/create-logger.js';
import type { AuthOptions } from '../options/auth-options.js';
import type { AfterHook, AnyPlugin, BeforeHook, HookMatcher } from '../plugin/types.js';
import type { Middleware } from '../endpoint/types.js';
import type { AuthError } from '../error/auth-error.js';
import type { CookieDefinition, CoreCookie } from '../cookies/resolve-cookie-names.js';
import type { OAuthProvider } from '../oauth/types.js';
import type { KeyValueStore } from '../storage/key-value-store.js';
import type { SchemaGate } from '../db/migrate/schema-gate.js';

export type Dialect = 'sqlite' | 'postgres' | 'mysql';

/** How passwords are checked, hashed and verified. */
export interface PasswordPolicy {
  readonly hasher: PasswordHasher;
  readonly minLength: number;
  readonly maxLength: number;
  /** How many of the most common passwords are refused: 0 when off, Infinity for the whole list. */
  readonly commonPasswords: number;
  /** Spends as long as a real verification, so an unknown account cannot be told by timing. */
  verifyDummy(password: string): Promise<false>;
}

/** Checks one request against the rate-limit rules; answers the 429 error or null. */
export interface RequestLimiter {
  readonly enabled: boolean;
  check(input: { path: string; ip: string | null; now?: number }): Promise<AuthError | null>;
}

export interface CookieSettings {
  /** The core cookies, resolved: `core.session_token.name` is e.g. `__Secure-latchkey.session_token`. */
  readonly core: Readonly<Record<CoreCookie, CookieDefinition>>;
  /** Resolves a plugin's cookie with the same prefix and attributes as the core ones. */
  resolve(logicalName: string): CookieDefinition;
}

/**
 * Everything an endpoint, hook or plugin can reach on the server. Created once
 * per `createAuth`, shared by every request.
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
