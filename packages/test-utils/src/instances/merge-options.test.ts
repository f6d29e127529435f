import { describe, expect, it } from 'vitest';
import { mergeOptions } from './merge-options.js';

describe('mergeOptions', () => {
  it('merges plain objects key by key, keeping what the extra does not name', () => {
    const base = { session: { expiresIn: 60, cookieCache: { enabled: false, maxAge: 300 } }, appName: 'a' };
    const merged = mergeOptions(base, { session: { cookieCache: { enabled: true } } });
    expect(merged).toEqual({ session: { expiresIn: 60, cookieCache: { enabled: true, maxAge: 300 } }, appName: 'a' });
    expect(base.session.cookieCache.enabled).toBe(false);
  });

  it('replaces arrays and class instances whole', () => {
    class Store {}
    const store = new Store();
    const merged = mergeOptions({ trustedOrigins: ['a', 'b'], secondaryStorage: { kind: 'x' } as object }, { trustedOrigins: ['c'], secondaryStorage: store });
    expect(merged.trustedOrigins).toEqual(['c']);
    expect(merged.secondaryStorage).toBe(store);
  });

  it('answers the base as it is without extras', () => {
    const base = { a: 1 };
    expect(mergeOptions(base, undefined)).toBe(base);
  });
});
