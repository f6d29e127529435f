import { describe, expect, it } from 'vitest';
import { formatScryptHash, parseScryptHash } from './scrypt-phc.js';

describe('scrypt PHC strings', () => {
  it('round-trips', () => {
    const hash = { params: { logN: 17, r: 8, p: 1, keyLength: 32 }, salt: new Uint8Array(16).fill(7), key: new Uint8Array(32).fill(9) };
    const text = formatScryptHash(hash);
    expect(text).toBe('$scrypt$ln=17,r=8,p=1$BwcHBwcHBwcHBwcHBwcHBw$CQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQk');
    expect(parseScryptHash(text)).toEqual(hash);
  });

  it('refuses other shapes', () => {
    expect(parseScryptHash('$scrypt$ln=17,r=8,p=1$BwcHBwcHBwcHBwcHBwcHBw==$CQkJ')).toBeNull();
    expect(parseScryptHash('$scrypt$r=8,ln=17,p=1$BwcHBwcHBwcHBwcHBwcHBw$CQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQk')).toBeNull();
    expect(parseScryptHash('$scrypt$ln=17,r=8,p=1$BwcHBwcHBwcHBwcHBwcHBw$CQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQk\n')).toBeNull();
  });
});
