import { describe, expect, it } from 'vitest';
import { decryptValue, encryptValue } from './encrypt-value.js';

const OLD = 'old-secret-0123456789abcdefghijklmnop';
const NEW = 'new-secret-0123456789abcdefghijklmnop';

function flip(text: string, index: number): string {
  const char = text[index] === 'A' ? 'B' : 'A';
  return text.slice(0, index) + char + text.slice(index + 1);
}

describe('encryptValue / decryptValue', () => {
  it('opens values sealed before, byte for byte (the stored OAuth tokens and signing keys of existing apps)', async () => {
    const secret = 'vector-secret-0123456789abcdefghij';
    const withInfo = 'v1.GvoissVN.GEzCI0WBKhu04qhm.mcFKHEeqi23BT3m6NPwNkg5KAAcvmK4O3be8Cq4LYKM';
    expect(await decryptValue(withInfo, [secret], { info: 'latchkey:test-vector' })).toBe('ya29.a0-token-é');
    const withDefault = 'v1.NtJNgZff.rJOAq5jtzFKypadR.Di3Wg3tsLoAH3T2x7oHR4LHB4h8NG0DcdN1fIPZJ';
    expect(await decryptValue(withDefault, [secret])).toBe('refresh-1//xyz');
    expect((await encryptValue('x', [secret])).split('.')[1]).toBe('NtJNgZff');
  });

  it('round-trips, with a fresh IV each time', async () => {
    const first = await encryptValue('ya29.access-token-é😀', [NEW]);
    const second = await encryptValue('ya29.access-token-é😀', [NEW]);
    expect(first).toMatch(/^v1\.[\w-]{8}\.[\w-]{16}\.[\w-]+$/);
    expect(first).not.toBe(second);
    expect(await decryptValue(first, [NEW])).toBe('ya29.access-token-é😀');
    expect(await decryptValue(await encryptValue('', [NEW]), [NEW])).toBe('');
  });

  it('supports rotation: encrypts with the first secret, decrypts with any', async () => {
    const old = await encryptValue('refresh', [OLD]);
    const rotated = await encryptValue('refresh', [NEW, OLD]);
    expect(rotated.split('.')[1]).not.toBe(old.split('.')[1]);
    expect(rotated.split('.')[1]).toBe((await encryptValue('x', [NEW])).split('.')[1]);
    expect(await decryptValue(old, [NEW, OLD])).toBe('refresh');
    expect(await decryptValue(rotated, [NEW, OLD])).toBe('refresh');
    expect(await decryptValue(old, [NEW])).toBeNull();
  });

  it('answers null for tampered values', async () => {
    const value = await encryptValue('secret token', [NEW]);
    const [version, id, iv, sealed = ''] = value.split('.');
    expect(await decryptValue(`${version}.${id}.${iv}.${flip(sealed, 3)}`, [NEW])).toBeNull();
    expect(await decryptValue(`${version}.${id}.${flip(iv ?? '', 0)}.${sealed}`, [NEW])).toBeNull();
    expect(await decryptValue(`${version}.${id}.${iv}.${sealed.slice(0, -2)}`, [NEW])).toBeNull();
    expect(await decryptValue(`v2.${id}.${iv}.${sealed}`, [NEW])).toBeNull();
  });

  it('answers null when the key id was swapped, even to a known key', async () => {
    const value = await encryptValue('secret token', [OLD]);
    const newId = (await encryptValue('x', [NEW])).split('.')[1];
    const [version, , iv, sealed] = value.split('.');
    expect(await decryptValue(`${version}.${newId}.${iv}.${sealed}`, [NEW, OLD])).toBeNull();
  });

  it('answers null for values not in this format', async () => {
    for (const value of ['', 'plain-token', 'v1.a.b', 'v1.!!.??.**', 'v1.abc.def.ghi.jkl']) {
      expect(await decryptValue(value, [NEW])).toBeNull();
    }
  });

  it('keeps purposes apart through the HKDF info', async () => {
    const value = await encryptValue('t', [NEW], { info: 'latchkey:other' });
    expect(await decryptValue(value, [NEW])).toBeNull();
    expect(await decryptValue(value, [NEW], { info: 'latchkey:other' })).toBe('t');
  });

  it('needs a secret to encrypt', async () => {
    await expect(encryptValue('t', [])).rejects.toThrow();
    await expect(encryptValue('t', [''])).rejects.toThrow();
  });
});
