import { describe, expect, it } from 'vitest';
import { runtimeScryptOptions } from './runtime-scrypt-options.js';
import { createScryptHasher } from './scrypt-hasher.js';
import { scryptMemory } from './scrypt-key.js';

describe('runtimeScryptOptions', () => {
  it('keeps the defaults on Node', () => {
    expect(runtimeScryptOptions()).toEqual({});
  });

  it('fits a Workers isolate: 16 MiB per hash, one at a time', () => {
    const options = runtimeScryptOptions({ userAgent: 'Cloudflare-Workers' });
    expect(options).toEqual({ logN: 14, r: 8, p: 5, concurrency: 1 });
    expect(scryptMemory({ logN: 14, r: 8 })).toBe(16 * 1024 * 1024);
  });

  it('hashes that verify with the Workers parameters and say so in the hash', async () => {
    const hasher = createScryptHasher(runtimeScryptOptions({ userAgent: 'Cloudflare-Workers' }));
    const hash = await hasher.hash('correct horse battery');
    expect(hash.startsWith('$scrypt$ln=14,r=8,p=5$')).toBe(true);
    expect(await hasher.verify({ hash, password: 'correct horse battery' })).toBe(true);
    expect(hasher.needsRehash(hash)).toBe(false);
  });
});
