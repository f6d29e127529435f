import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isLegacyScryptHash, verifyLegacyScryptHash } from './legacy-scrypt.js';

describe('legacy scrypt hashes', () => {
  // Vector computed the way that library does: the salt is the hex TEXT, the
  // password NFKC-normalised, N=16384, r=16, p=1, 64-byte key.
  const salt = '0123456789abcdef0123456789abcdef';
  const password = 'ﬁnal Ａnswer'; // NFKC turns these into 'final Answer'
  const key = scryptSync(password.normalize('NFKC'), Buffer.from(salt, 'utf8'), 64, {
    N: 16384,
    r: 16,
    p: 1,
    maxmem: 64 * 1024 * 1024,
  });
  const hash = `${salt}:${key.toString('hex')}`;

  it('verifies the computed vector', async () => {
    expect(isLegacyScryptHash(hash)).toBe(true);
    expect(await verifyLegacyScryptHash(hash, password)).toBe(true);
    expect(await verifyLegacyScryptHash(hash, 'final Answer')).toBe(true);
    expect(await verifyLegacyScryptHash(hash, 'final answer')).toBe(false);
  });

  it('does not use the decoded salt bytes', async () => {
    const decodedSaltKey = scryptSync('final Answer', Buffer.from(salt, 'hex'), 64, {
      N: 16384,
      r: 16,
      p: 1,
      maxmem: 64 * 1024 * 1024,
    });
    expect(await verifyLegacyScryptHash(`${salt}:${decodedSaltKey.toString('hex')}`, 'final Answer')).toBe(false);
  });

  it('answers false for malformed input', async () => {
    expect(await verifyLegacyScryptHash('nocolon', 'x')).toBe(false);
    expect(await verifyLegacyScryptHash(`${salt}:abcd`, 'x')).toBe(false);
    expect(isLegacyScryptHash(`${salt}:${'g'.repeat(128)}`)).toBe(false);
  });
});
