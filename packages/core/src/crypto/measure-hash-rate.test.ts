import { describe, expect, it } from 'vitest';
import { measureHashRate } from './measure-hash-rate.js';
import { createScryptHasher } from './scrypt-hasher.js';

describe('measureHashRate', () => {
  it('answers a positive rate', async () => {
    const rate = await measureHashRate({ seconds: 0.2, hasher: createScryptHasher({ logN: 10 }) });
    expect(rate).toBeGreaterThan(0);
    expect(Number.isFinite(rate)).toBe(true);
  });
});
