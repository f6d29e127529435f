import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyDummy, verifyPassword } from './default-password-hasher.js';

// The one place the production parameters run: N=2^17, r=8, p=1 (a few hundred ms per hash).
describe('default password hasher (production parameters)', () => {
  it('hashes at N=2^17, r=8, p=1 and verifies', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(hash.startsWith('$scrypt$ln=17,r=8,p=1$')).toBe(true);
    expect(needsRehash(hash)).toBe(false);
    const [right, wrong] = await Promise.all([
      verifyPassword(hash, 'correct horse battery staple'),
      verifyPassword(hash, 'Correct horse battery staple'),
    ]);
    expect(right).toBe(true);
    expect(wrong).toBe(false);
  });

  it('verifyDummy completes a full-cost verification and answers false', async () => {
    await expect(verifyDummy('correct horse battery staple')).resolves.toBe(false);
  });

  it('answers false for a malformed hash', async () => {
    await expect(verifyPassword('$scrypt$nope', 'pw')).resolves.toBe(false);
  });
});
