/**
 * A limit for one path: at most `max` requests per client in `window` seconds.
 *
 * @example
 * const rule: RateLimitRule = { window: 60, max: 10 };
 */
export interface RateLimitRule {
  /** Length of the window, in seconds. */
  window: number;
  /** Requests allowed per client and path within one window. */
  max: number;
}

/**
 * A rule a plugin adds for its own routes: either a predicate over the
 * normalised path, or a path pattern (exact, or a prefix ending in `*`).
 *
 * @example
 * const rules: PluginRateLimitRule[] = [
 *   { path: '/two-factor/*', window: 60, max: 5 },
 *   { pathMatcher: (path) => path.startsWith('/email-otp/'), window: 60, max: 3 },
 * ];
 */
export type PluginRateLimitRule = RateLimitRule &
  ({ pathMatcher: (path: string) => boolean; path?: never } | { path: string; pathMatcher?: never });

/**
 * Per-path overrides from the user's options, keyed by path pattern (exact, or a
 * prefix ending in `*`). `false` switches rate limiting off for that path.
 *
 * @example
 * const customRules: CustomRateLimitRules = { '/sign-in/email': { window: 60, max: 3 }, '/get-session': false };
 */
export type CustomRateLimitRules = Record<string, RateLimitRule | false>;

/**
 * Whether a normalised path matches a pattern: `/sign-in/*` matches every path
 * under `/sign-in/` (not `/sign-in` itself); any other pattern matches exactly.
 *
 * @example
 * matchesPathPattern('/sign-in/*', '/sign-in/email'); // true
 */
export function matchesPathPattern(pattern: string, path: string): boolean {
  return pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : pattern === path;
}

/**
 * Throws on a rule that cannot work, so a typo in the options fails at start-up
 * rather than silently letting every request through.
 */
export function assertValidRule(rule: RateLimitRule, where: string): void {
  if (!Number.isFinite(rule.window) || rule.window <= 0) {
    throw new TypeError(`Rate limit rule for ${where}: window must be a positive number of seconds`);
  }
  if (!Number.isInteger(rule.max) || rule.max < 1) {
    throw new TypeError(`Rate limit rule for ${where}: max must be a positive integer`);
  }
}
