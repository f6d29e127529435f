import type { Permissions } from 'latchkey/access';
import { pluginKey } from 'latchkey/plugins';

const DAY = 24 * 60 * 60;

/** How the API-key plugin is configured. Every option has a default. */
export interface ApiKeyOptions {
  /**
   * Lets an API key stand in for a session: a request without a session
   * cookie that carries a valid key in `apiKeyHeaders` is signed in as the
   * key's owner. Such a session never reaches sensitive routes (passwords,
   * email, deletion, second factors, API-key management). Defaults to false.
   */
  enableSessionForAPIKeys?: boolean;
  /** The header (or headers, first found wins) that carries a key. Defaults to `x-api-key`. */
  apiKeyHeaders?: string | readonly string[];
  /** Prefix of new keys when the request names none, e.g. `lk_`. Defaults to none. */
  defaultPrefix?: string;
  /** Random characters after the prefix; at least 64 (about 380 bits). Defaults to 64. */
  defaultKeyLength?: number;
  /** How many leading characters are kept as `start` for display. Defaults to 6. */
  startingCharactersLength?: number;
  /** Whether keys carry `metadata`. Defaults to true. */
  enableMetadata?: boolean;
  keyExpiration?: {
    /** Lifetime in seconds when `expiresIn` is left out; null for keys that do not expire. Defaults to null. */
    defaultExpiresIn?: number | null;
    /** Refuses `expiresIn` from requests (400 KEY_DISABLED_EXPIRATION). Defaults to false. */
    disableCustomExpiresTime?: boolean;
    /** Smallest `expiresIn`, in seconds. Defaults to one day. */
    minExpiresIn?: number;
    /** Largest `expiresIn`, in seconds. Defaults to 365 days. */
    maxExpiresIn?: number;
  };
  /** The per-key rate limit new keys get, unless the server sets their own. */
  rateLimit?: {
    /** Defaults to true. */
    enabled?: boolean;
    /** Window in milliseconds. Defaults to one day. */
    timeWindow?: number;
    /** Requests per window. Defaults to 10. */
    maxRequests?: number;
  };
  /** Permissions new keys get when the server sets none. Defaults to none. */
  defaultPermissions?: Permissions;
}

/** The options with their defaults applied, as the routes read them. */
export interface ResolvedApiKeyOptions {
  enableSessionForAPIKeys: boolean;
  apiKeyHeaders: readonly string[];
  defaultPrefix: string | undefined;
  defaultKeyLength: number;
  startingCharactersLength: number;
  enableMetadata: boolean;
  keyExpiration: { defaultExpiresIn: number | null; disableCustomExpiresTime: boolean; minExpiresIn: number; maxExpiresIn: number };
  rateLimit: { enabled: boolean; timeWindow: number; maxRequests: number };
  defaultPermissions: Permissions | undefined;
}

/**
 * Applies the defaults, and refuses at start a value that would weaken keys
 * (fewer than 64 random characters) or make no sense (a negative window).
 */
export function resolveApiKeyOptions(options: ApiKeyOptions = {}): ResolvedApiKeyOptions {
  const headers = options.apiKeyHeaders ?? 'x-api-key';
  const resolved: ResolvedApiKeyOptions = {
    enableSessionForAPIKeys: options.enableSessionForAPIKeys ?? false,
    apiKeyHeaders: (typeof headers === 'string' ? [headers] : [...headers]).map((name) => name.toLowerCase()),
    defaultPrefix: options.defaultPrefix,
    defaultKeyLength: options.defaultKeyLength ?? 64,
    startingCharactersLength: options.startingCharactersLength ?? 6,
    enableMetadata: options.enableMetadata ?? true,
    keyExpiration: {
      defaultExpiresIn: options.keyExpiration?.defaultExpiresIn ?? null,
      disableCustomExpiresTime: options.keyExpiration?.disableCustomExpiresTime ?? false,
      minExpiresIn: options.keyExpiration?.minExpiresIn ?? DAY,
      maxExpiresIn: options.keyExpiration?.maxExpiresIn ?? 365 * DAY,
    },
    rateLimit: {
      enabled: options.rateLimit?.enabled ?? true,
      timeWindow: options.rateLimit?.timeWindow ?? DAY * 1000,
      maxRequests: options.rateLimit?.maxRequests ?? 10,
    },
    defaultPermissions: options.defaultPermissions,
  };
  if (!(resolved.defaultKeyLength >= 64)) throw new Error('Latchkey api-key: defaultKeyLength must be at least 64.');
  if (resolved.apiKeyHeaders.length === 0) throw new Error('Latchkey api-key: apiKeyHeaders names no header.');
  if (resolved.defaultPrefix !== undefined && !PREFIX.test(resolved.defaultPrefix)) {
    throw new Error('Latchkey api-key: defaultPrefix may hold 1 to 32 letters, digits, `_` and `-`.');
  }
  const { minExpiresIn, maxExpiresIn } = resolved.keyExpiration;
  if (!(minExpiresIn > 0 && maxExpiresIn >= minExpiresIn)) throw new Error('Latchkey api-key: keyExpiration needs 0 < minExpiresIn ≤ maxExpiresIn.');
  if (!(resolved.rateLimit.timeWindow > 0 && resolved.rateLimit.maxRequests > 0)) {
    throw new Error('Latchkey api-key: rateLimit.timeWindow and rateLimit.maxRequests must be positive.');
  }
  return resolved;
}

/** What a key prefix may hold: it is shown in UIs and logs, so plain characters only. */
export const PREFIX = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * The api key plugin's handle on its resolved options. Endpoints and hooks are
 * values shared by every instance, so they read the instance's options through
 * it: `apiKeyKey.options(ctx.auth)`.
 */
export const apiKeyKey = pluginKey<ResolvedApiKeyOptions>('api-key');
