import { pluginKey } from 'latchkey/plugins';

/** At most `max` requests per client in `window` seconds. */
export interface RateLimitRule {
  window: number;
  max: number;
}

/** How the username plugin behaves. Every field is optional. */
export interface UsernameOptions {
  /** Shortest username accepted. Default 3. */
  minUsernameLength?: number;
  /** Longest username accepted. Default 30 (the column holds at most 30 characters). */
  maxUsernameLength?: number;
  /**
   * An extra rule after the length and character checks (letters, digits,
   * `_` and `.`), e.g. to reserve names. It sees the lower-case form.
   */
  usernameValidator?: (username: string) => boolean | Promise<boolean>;
  /** The limit on /is-username-available, per client. Default 10 requests a minute. */
  availabilityRateLimit?: RateLimitRule;
}

export interface ResolvedUsernameOptions {
  minUsernameLength: number;
  maxUsernameLength: number;
  usernameValidator: ((username: string) => boolean | Promise<boolean>) | undefined;
  availabilityRateLimit: RateLimitRule;
}

/** The column is 30 characters wide, so a longer maximum could never be stored. */
export const USERNAME_COLUMN_LENGTH = 30;

/** The options with their defaults, checked once when the plugin is created. */
export function resolveUsernameOptions(options: UsernameOptions): ResolvedUsernameOptions {
  const min = options.minUsernameLength ?? 3;
  const max = options.maxUsernameLength ?? USERNAME_COLUMN_LENGTH;
  if (!Number.isInteger(min) || !Number.isInteger(max) || min < 1 || max < min || max > USERNAME_COLUMN_LENGTH) {
    throw new Error(`Latchkey username: lengths must satisfy 1 <= minUsernameLength <= maxUsernameLength <= ${USERNAME_COLUMN_LENGTH}.`);
  }
  return {
    minUsernameLength: min,
    maxUsernameLength: max,
    usernameValidator: options.usernameValidator,
    availabilityRateLimit: options.availabilityRateLimit ?? { window: 60, max: 10 },
  };
}

/**
 * The username plugin's handle on its resolved options. Endpoints and hooks are
 * values shared by every instance, so they read the instance's options through
 * it: `usernameKey.options(ctx.auth)`.
 */
export const usernameKey = pluginKey<ResolvedUsernameOptions>('username');
