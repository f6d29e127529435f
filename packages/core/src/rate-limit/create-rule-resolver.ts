import { DEFAULT_RATE_LIMIT_RULES } from './default-rate-limit-rules.js';
import {
  assertValidRule,
  matchesPathPattern,
  type CustomRateLimitRules,
  type PluginRateLimitRule,
  type RateLimitRule,
} from './rate-limit-rule.js';

export interface RuleResolverOptions {
  /** The rule for paths nothing else matches. */
  defaultRule: RateLimitRule;
  /** Rules from plugins, in plugin order; the first match wins. */
  rules?: readonly PluginRateLimitRule[];
  /** The user's overrides; `false` switches a path off. */
  customRules?: CustomRateLimitRules;
}

/** Resolves the rule of a normalised path; `null` means the path is not limited. */
export type RuleResolver = (path: string) => RateLimitRule | null;

/**
 * Paths come from the router's registry, but a caller may still pass unknown
 * ones (a 404 probe), so the cache is bounded instead of growing with them.
 */
const MAX_CACHED_PATHS = 1_000;

/**
 * Builds the path-to-rule lookup. Precedence, first match wins: the user's
 * custom rules (exact path, then the longest `*` prefix), plugin rules (in
 * order), the built-in rules (exact, then longest prefix; `/ok` is not limited),
 * the default rule.
 * Each path is resolved once and cached.
 *
 * @example
 * const resolve = createRuleResolver({
 *   defaultRule: { window: 60, max: 100 },
 *   customRules: { '/get-session': false },
 * });
 * resolve('/sign-in/email'); // { window: 60, max: 10 }
 * resolve('/get-session'); // null
 */
export function createRuleResolver(options: RuleResolverOptions): RuleResolver {
  validate(options);
  const cache = new Map<string, RateLimitRule | null>();
  return function resolveRule(path) {
    const cached = cache.get(path);
    if (cached !== undefined) return cached;
    const rule = resolveUncached(path, options);
    if (cache.size >= MAX_CACHED_PATHS) {
      const oldest = cache.keys().next();
      if (!oldest.done) cache.delete(oldest.value);
    }
    cache.set(path, rule);
    return rule;
  };
}

function resolveUncached(path: string, options: RuleResolverOptions): RateLimitRule | null {
  const custom = options.customRules ? findByPattern(options.customRules, path) : undefined;
  if (custom !== undefined) return custom === false ? null : pick(custom);
  const plugin = options.rules?.find((rule) => matchesPluginRule(rule, path));
  if (plugin) return pick(plugin);
  const builtIn = findByPattern(DEFAULT_RATE_LIMIT_RULES, path);
  if (builtIn === false) return null;
  return pick(builtIn ?? options.defaultRule);
}

function matchesPluginRule(rule: PluginRateLimitRule, path: string): boolean {
  return rule.pathMatcher ? rule.pathMatcher(path) : matchesPathPattern(rule.path, path);
}

/** An exact key wins; otherwise the longest matching `*` pattern. */
function findByPattern<T>(table: Readonly<Record<string, T>>, path: string): T | undefined {
  if (Object.hasOwn(table, path)) return table[path];
  let best: { length: number; value: T } | undefined;
  for (const [pattern, value] of Object.entries(table)) {
    if (!pattern.endsWith('*') || !matchesPathPattern(pattern, path)) continue;
    if (!best || pattern.length > best.length) best = { length: pattern.length, value };
  }
  return best?.value;
}

/**
 * Copies only the limit, frozen: the cached value is shared by every request
 * for the path, and plugin objects and their matchers never reach storages.
 */
function pick(rule: RateLimitRule): RateLimitRule {
  return Object.freeze({ window: rule.window, max: rule.max });
}

function validate(options: RuleResolverOptions): void {
  assertValidRule(options.defaultRule, 'the default');
  for (const rule of options.rules ?? []) assertValidRule(rule, rule.path ?? 'a plugin matcher');
  for (const [pattern, rule] of Object.entries(options.customRules ?? {})) {
    if (rule !== false) assertValidRule(rule, pattern);
  }
}
