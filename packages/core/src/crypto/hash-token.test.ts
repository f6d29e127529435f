import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashToken, hashTokenSync } from './hash-token.js';

describe('hashToken', () => {
  it('is SHA-256 as unpadded base64url', async () => {
    expect(hashTokenSync('abc')).toBe('ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0');
    const token = 'Zk3é-😀';
    expect(await hashToken(token)).toBe(createHash('sha256').update(token, 'utf8').digest('base64url'));
  });

  it('is stable and distinguishes tokens', async () => {
    expect(await hashToken('token-a')).toBe(hashTokenSync('token-a'));
    expect(hashTokenSync('token-a')).not.toBe(hashTokenSync('token-b'));
    expect(hashTokenSync('token-a')).toHaveLength(43);
  });
});
