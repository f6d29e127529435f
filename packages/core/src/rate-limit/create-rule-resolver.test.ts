import { describe, expect, it, vi } from 'vitest';
import { createRuleResolver } from './create-rule-resolver.js';

const defaultRule = { window: 60, max: 100 };

describe('createRuleResolver', () => {
  it('answers the default rule for ordinary paths', () => {
    const resolve = createRuleResolver({ defaultRule });
    expect(resolve('/get-session')).toEqual({ window: 60, max: 100 });
    expect(resolve('/sign-in')).toEqual({ window: 60, max: 100 });
  });

  it('applies the stricter built-ins', () => {
    const resolve = createRuleResolver({ defaultRule });
    expect(resolve('/sign-in/email')).toEqual({ window: 60, max: 10 });
    expect(resolve('/sign-in/social')).toEqual({ window: 60, max: 10 });
    expect(resolve('/sign-up/email')).toEqual({ window: 60, max: 5 });
    for (const path of ['/request-password-reset', '/forget-password', '/send-verification-email', '/change-email']) {
      expect(resolve(path)).toEqual({ window: 60, max: 3 });
    }
    expect(resolve('/reset-password')).toEqual({ window: 60, max: 5 });
    expect(resolve('/change-password')).toEqual({ window: 60, max: 5 });
  });

  it('lets plugin rules (matcher or pattern) override built-ins, first match winning', () => {
    const resolve = createRuleResolver({
      defaultRule,
      rules: [
        { path: '/two-factor/*', window: 30, max: 4 },
        { pathMatcher: (path) => path.startsWith('/sign-in/username'), window: 60, max: 7 },
        { pathMatcher: () => true, window: 1, max: 1 },
      ],
    });
    expect(resolve('/two-factor/verify-totp')).toEqual({ window: 30, max: 4 });
    expect(resolve('/sign-in/username')).toEqual({ window: 60, max: 7 });
    expect(resolve('/anything')).toEqual({ window: 1, max: 1 });
  });

  it('lets custom rules override everything, exact paths before the longest prefix', () => {
    const resolve = createRuleResolver({
      defaultRule,
      rules: [{ path: '/sign-in/*', window: 60, max: 50 }],
      customRules: {
        '/sign-in/*': { window: 120, max: 2 },
        '/sign-in/magic/*': { window: 120, max: 3 },
        '/sign-in/magic/link': { window: 120, max: 4 },
      },
    });
    expect(resolve('/sign-in/email')).toEqual({ window: 120, max: 2 });
    expect(resolve('/sign-in/magic/x')).toEqual({ window: 120, max: 3 });
    expect(resolve('/sign-in/magic/link')).toEqual({ window: 120, max: 4 });
  });

  it('switches a path off with false', () => {
    const resolve = createRuleResolver({
      defaultRule,
      customRules: { '/get-session': false, '/sign-up/*': false },
    });
    expect(resolve('/get-session')).toBeNull();
    expect(resolve('/sign-up/email')).toBeNull();
    expect(resolve('/sign-in/email')).toEqual({ window: 60, max: 10 });
  });

  it('leaves /ok out by default, so load balancers probing it are never throttled; a custom rule can still limit it', () => {
    expect(createRuleResolver({ defaultRule })('/ok')).toBeNull();
    expect(createRuleResolver({ defaultRule, customRules: { '/ok': { window: 10, max: 50 } } })('/ok')).toEqual({ window: 10, max: 50 });
  });

  it('resolves each path once', () => {
    const pathMatcher = vi.fn((path: string) => path === '/x');
    const resolve = createRuleResolver({ defaultRule, rules: [{ pathMatcher, window: 10, max: 1 }] });
    resolve('/x');
    resolve('/x');
    resolve('/y');
    resolve('/y');
    expect(pathMatcher).toHaveBeenCalledTimes(2);
  });

  it('does not hand out the plugin object or let a caller change the cached rule', () => {
    const resolve = createRuleResolver({ defaultRule, rules: [{ path: '/x', window: 10, max: 1 }] });
    const rule = resolve('/x');
    expect(rule).toEqual({ window: 10, max: 1 });
    expect(Object.isFrozen(rule)).toBe(true);
  });

  it('refuses rules that cannot work', () => {
    expect(() => createRuleResolver({ defaultRule: { window: 0, max: 1 } })).toThrow(TypeError);
    expect(() => createRuleResolver({ defaultRule, customRules: { '/x': { window: 60, max: 0 } } })).toThrow(/\/x/);
    expect(() => createRuleResolver({ defaultRule, rules: [{ path: '/y', window: 60, max: 1.5 }] })).toThrow(/\/y/);
  });
});
