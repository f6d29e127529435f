import { describe, expect, it } from 'vitest';
import { sha1Hex } from './sha1-hex.js';

describe('sha1Hex', () => {
  it('answers the uppercase hex SHA-1 of the UTF-8 bytes', async () => {
    expect(await sha1Hex('password')).toBe('5BAA61E4C9B93F3F0682250B6CF8331B7EE68FD8');
    expect(await sha1Hex('')).toBe('DA39A3EE5E6B4B0D3255BFEF95601890AFD80709');
    expect(await sha1Hex('pässwörd')).toMatch(/^[0-9A-F]{40}$/);
  });
});
