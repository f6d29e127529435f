import { describe, expect, it } from 'vitest';
import { expandAlphabet, generateRandomString } from './random-string.js';

describe('expandAlphabet', () => {
  it('expands ranges and keeps literals', () => {
    expect(expandAlphabet('a-f0-9')).toBe('abcdef0123456789');
    expect(expandAlphabet('a-zA-Z0-9')).toHaveLength(62);
    expect(expandAlphabet('0-9-_')).toBe('0123456789-_');
    expect(expandAlphabet('-ab')).toBe('-ab');
    expect(expandAlphabet('ab-')).toBe('ab-');
    expect(expandAlphabet('aab')).toBe('ab');
  });

  it('refuses alphabets of fewer than 2 or more than 256 characters', () => {
    expect(() => expandAlphabet('a')).toThrow(RangeError);
    expect(() => expandAlphabet('\u0100-\u01ff\u0200-\u0201')).toThrow(RangeError);
  });
});

describe('generateRandomString', () => {
  it('has the requested length and alphabet', () => {
    for (const length of [0, 1, 24, 32, 1000]) {
      const value = generateRandomString(length);
      expect(value).toHaveLength(length);
      expect(value).toMatch(/^[A-Za-z0-9]*$/);
    }
    expect(generateRandomString(64, '0-9a-z')).toMatch(/^[0-9a-z]{64}$/);
    expect(generateRandomString(64, 'ab')).toMatch(/^[ab]{64}$/);
  });

  it('handles lengths beyond one CSPRNG call', () => {
    expect(generateRandomString(100_000, '0-9')).toMatch(/^[0-9]{100000}$/);
  });

  it('does not repeat', () => {
    const seen = new Set(Array.from({ length: 1000 }, () => generateRandomString(32)));
    expect(seen.size).toBe(1000);
  });

  it('draws every character about equally often (no modulo bias)', () => {
    // 62 symbols: a modulo over bytes would favour the first 256 % 62 = 8 by ~25%.
    const alphabet = expandAlphabet('a-zA-Z0-9');
    const sample = generateRandomString(620_000);
    const counts = new Map<string, number>();
    for (const char of sample) counts.set(char, (counts.get(char) ?? 0) + 1);
    expect(counts.size).toBe(62);
    for (const char of alphabet) {
      // Expected 10,000 each; the standard deviation is ~100, so ±6% is a generous bound.
      expect(counts.get(char)).toBeGreaterThan(9_400);
      expect(counts.get(char)).toBeLessThan(10_600);
    }
  });

  it('refuses invalid lengths', () => {
    expect(() => generateRandomString(-1)).toThrow(RangeError);
    expect(() => generateRandomString(1.5)).toThrow(RangeError);
  });
});
