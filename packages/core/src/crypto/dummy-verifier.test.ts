import { describe, expect, it, vi } from 'vitest';
import { createDummyVerifier } from './dummy-verifier.js';
import type { PasswordHasher } from './password-hasher.js';

describe('createDummyVerifier', () => {
  it('hashes once, then runs one real verification per call', async () => {
    const hasher: PasswordHasher = {
      hash: vi.fn(async (password: string) => `h:${password}`),
      verify: vi.fn(async ({ hash, password }: { hash: string; password: string }) => hash === `h:${password}`),
    };
    const verifyDummy = createDummyVerifier(hasher);
    expect(await verifyDummy('a')).toBe(false);
    expect(await verifyDummy('b')).toBe(false);
    expect(hasher.hash).toHaveBeenCalledTimes(1);
    expect(hasher.verify).toHaveBeenCalledTimes(2);
  });

  it('answers false even when the hasher throws', async () => {
    const hasher: PasswordHasher = {
      hash: async () => 'x',
      verify: async () => {
        throw new Error('down');
      },
    };
    await expect(createDummyVerifier(hasher)('pw')).resolves.toBe(false);
  });
});
