import { describe, expect, it } from 'vitest';
import { isCommonPassword, loadCommonPasswords } from './common-passwords.js';

describe('common passwords', () => {
  it('ships at least the 10,000 most common passwords, ranked', async () => {
    const ranks = await loadCommonPasswords();
    expect(ranks.size).toBeGreaterThanOrEqual(10_000);
    expect(ranks.get('password')).toBeLessThan(10);
    expect(ranks.get('12345678')).toBeLessThan(10);
  });

  it('loads the list once and shares it between concurrent first uses', async () => {
    const [a, b] = await Promise.all([loadCommonPasswords(), loadCommonPasswords()]);
    expect(a).toBe(b);
  });

  it('refuses common passwords whatever their case', async () => {
    for (const password of ['password', 'PASSWORD', 'Password', '12345678', 'qwertyuiop', 'Password123', 'iloveyou']) {
      expect(await isCommonPassword(password, { top: Number.POSITIVE_INFINITY }), password).toBe(true);
    }
  });

  it('refuses a common password spelled in full-width characters, which the hasher normalises to the same', async () => {
    expect(await isCommonPassword('ｐａｓｓｗｏｒｄ', { top: Number.POSITIVE_INFINITY })).toBe(true);
  });

  it('accepts passwords not on the list', async () => {
    for (const password of ['correct horse battery staple', 'long enough pw', 'x9#Lq!2vR@pz']) {
      expect(await isCommonPassword(password, { top: Number.POSITIVE_INFINITY }), password).toBe(false);
    }
  });

  it('refuses only the top entries when given a count, and nothing at 0', async () => {
    const ranks = await loadCommonPasswords();
    const rankOf = (password: string): number => ranks.get(password) ?? -1;
    expect(rankOf('password123')).toBeGreaterThan(100);
    expect(await isCommonPassword('password123', { top: 100 })).toBe(false);
    expect(await isCommonPassword('password123', { top: rankOf('password123') + 1 })).toBe(true);
    expect(await isCommonPassword('password', { top: 0 })).toBe(false);
  });
});
