import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createScryptHasher, DEFAULT_SCRYPT_PARAMS } from './scrypt-hasher.js';

// Low cost so the suite stays fast; production parameters are covered in
// default-password-hasher.test.ts.
const hasher = createScryptHasher({ logN: 10 });

function legacyHash(password: string): string {
  const salt = randomBytes(16).toString('hex');
  const key = scryptSync(password.normalize('NFKC'), salt, 64, { N: 16384, r: 16, p: 1, maxmem: 64 * 1024 * 1024 });
  return `${salt}:${key.toString('hex')}`;
}

describe('createScryptHasher', () => {
  it('round-trips a password and refuses a wrong one', async () => {
    const hash = await hasher.hash('correct horse battery staple');
    expect(hash).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(await hasher.verify({ hash, password: 'correct horse battery staple' })).toBe(true);
    expect(await hasher.verify({ hash, password: 'correct horse battery stapl' })).toBe(false);
    expect(await hasher.verify({ hash, password: '' })).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hasher.hash('same')).not.toBe(await hasher.hash('same'));
  });

  it('treats NFKC-equivalent passwords as the same', async () => {
    const hash = await hasher.hash('ﬁ\u00e9'); // ligature + precomposed é
    expect(await hasher.verify({ hash, password: 'fi\u0065\u0301' })).toBe(true);
  });

  it('verifies hashes made with other parameters (they are in the string)', async () => {
    const older = await createScryptHasher({ logN: 9, r: 4, keyLength: 64 }).hash('pw-123456');
    expect(await hasher.verify({ hash: older, password: 'pw-123456' })).toBe(true);
    expect(hasher.needsRehash(older)).toBe(true);
  });

  it.each([
    '',
    'not a hash',
    '$scrypt$',
    '$scrypt$ln=10,r=8,p=1$$',
    '$scrypt$ln=10,r=8,p=1$!!!!!!!!!!!!!!!!!!!!!!$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    '$scrypt$ln=0,r=8,p=1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    '$scrypt$ln=99,r=8,p=1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    '$scrypt$ln=30,r=8,p=1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    '$scrypt$ln=10,r=999,p=999$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    '$argon2id$v=19$m=65536,t=3,p=4$c29tZXNhbHQ$RdescudvJCsgt3ub+b+dWRWJTmaaJObG',
    'abcd:1234',
    'zz:' + '0'.repeat(128),
  ])('answers false, without throwing, for malformed hash %j', async (hash) => {
    await expect(hasher.verify({ hash, password: 'whatever' })).resolves.toBe(false);
  });

  it('verifies the legacy `<salt hex>:<key hex>` format', async () => {
    const hash = legacyHash('Pässwörd-legacy');
    expect(await hasher.verify({ hash, password: 'Pässwörd-legacy' })).toBe(true);
    expect(await hasher.verify({ hash, password: 'Passwörd-legacy' })).toBe(false);
    expect(hasher.needsRehash(hash)).toBe(true);
  });

  it('reports when a hash needs a rehash', async () => {
    expect(hasher.needsRehash(await hasher.hash('pw'))).toBe(false);
    expect(createScryptHasher({ logN: 11 }).needsRehash(await hasher.hash('pw'))).toBe(true);
    expect(createScryptHasher({ logN: 10, keyLength: 64 }).needsRehash(await hasher.hash('pw'))).toBe(true);
    expect(hasher.needsRehash('garbage')).toBe(true);
  });

  it('defaults to OWASP minimum parameters', () => {
    expect(DEFAULT_SCRYPT_PARAMS).toEqual({ logN: 17, r: 8, p: 1, keyLength: 32 });
    expect(createScryptHasher().params).toEqual(DEFAULT_SCRYPT_PARAMS);
  });

  it('refuses invalid parameters', () => {
    expect(() => createScryptHasher({ logN: 0 })).toThrow(RangeError);
    expect(() => createScryptHasher({ keyLength: 8 })).toThrow(RangeError);
    expect(() => createScryptHasher({ r: 1.5 })).toThrow(RangeError);
    expect(() => createScryptHasher({ concurrency: 0 })).toThrow(RangeError);
  });

  it('verifyDummy answers false for any password', async () => {
    await expect(hasher.verifyDummy('anything')).resolves.toBe(false);
    await expect(hasher.verifyDummy('')).resolves.toBe(false);
  });

  it('handles many concurrent hashes within its concurrency bound', async () => {
    const limited = createScryptHasher({ logN: 10, concurrency: 2 });
    const hashes = await Promise.all(Array.from({ length: 12 }, (_, i) => limited.hash(`pw-${i}`)));
    const checks = await Promise.all(hashes.map((hash, i) => limited.verify({ hash, password: `pw-${i}` })));
    expect(checks.every(Boolean)).toBe(true);
  });
});
