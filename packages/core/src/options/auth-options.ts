import type { CookieOverride } from '../cookies/resolve-cookie-names.js';
import type { CookieOptions } from '../cookies/serialize-cookie.js';
import type { SchemaCustomization } from '../db/resolve-schema.js';
import type { LoggerOptions } from '../logger/create-logger.js';
import type { AnyPlugin, Hooks } from '../plugin/types.js';
import type { DatabaseInput } from '../db/database-input.js';
import type { EmailAndPasswordOptions, EmailVerificationOptions, SessionOptions, UserOptions } from './account-options.js';
import type { RateLimitStorage } from '../rate-limit/rate-limit-storage.js';
import type { CounterStore } from '../rate-limit/secondary-storage.js';
import type { KeyValueStore } from '../storage/key-value-store.js';
import type { SocialProvidersConfig } from '../oauth/resolve-social-providers.js';
import type { AccountOptions } from '../social/social-account-options.js';
import type { AuthEvent } from '../events/auth-event.js';

export interface RateLimitOptions {
  /** Defaults to on in production (`NODE_ENV=production`), off otherwise. */
  enabled?: boolean;
  /** The global default window in seconds and requests per window. */
  window?: number;
  max?: number;
  /** Per-path overrides; `false` switches a path off. */
  customRules?: Record<string, { window: number; max: number } | false>;
  /**
   * Where counters live. Defaults to memory (one process); use `database`,
   * `secondary` (the instance's `secondaryStorage`), another key-value store
   * (`{ kind: 'secondary', store }`) or any `RateLimitStorage` when several
   * instances serve one app.
   */
  storage?: 'memory' | 'database' | 'secondary' | { kind: 'secondary'; store: CounterStore } | RateLimitStorage;
  /**
   * What a request gets when the counter storage fails or does not answer
   * within `secondaryStorageTimeout`: `deny` (the default, fail closed) answers
   * 503 `SECONDARY_STORAGE_UNAVAILABLE`; `allow` (fail open) lets it through
   * without counting. Either way the failure is logged as a warning.
   */
  onStorageError?: 'deny' | 'allow';
}

export interface AdvancedOptions {
  /** Cookie name prefix. Defaults to `latchkey`. */
  cookiePrefix?: string;
  /** Per-cookie name and attribute overrides. */
  cookies?: Record<string, CookieOverride>;
  /** Attributes for every cookie, e.g. a shared `domain` for sessions across subdomains. */
  cookieDefaults?: CookieOptions;
  /** Client IP: headers to trust, only when a proxy you control sets them. */
  ipAddress?: { trustedHeaders?: readonly string[]; trustedProxyCount?: number };
  /** The largest request body read, in bytes. Defaults to 1 MiB. */
  maxBodyBytes?: number;
  /** Generates primary keys. Defaults to 32 random characters. */
  generateId?: () => string;
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
