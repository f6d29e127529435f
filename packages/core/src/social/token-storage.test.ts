import { describe, expect, it } from 'vitest';
import type { AuthContext } from '../declarations/auth-context.js';
import { readStoredToken, tokenFields } from './token-storage.js';

const authWith = (options: AuthContext['options'], secrets: AuthContext['secrets'] = ['first-secret-0123456789abcdef']): AuthContext =>
  ({ options, secrets }) as AuthContext;

describe('token storage', () => {
  it('encrypts tokens by default and reads them back, also after a secret rotation', async () => {
    const auth = authWith({});
    const fields = await tokenFields(auth, { accessToken: 'at', refreshToken: 'rt', idToken: 'a.b.c', scopes: ['openid', 'email'] });
    expect(fields.accessToken).toMatch(/^v1\./);
    expect(fields.scope).toBe('openid,email');
    expect(await readStoredToken(auth, fields.accessToken)).toBe('at');
    const rotated = authWith({}, ['second-secret-0123456789abcdef', 'first-secret-0123456789abcdef']);
    expect(await readStoredToken(rotated, fields.refreshToken)).toBe('rt');
  });

  it('reads a tampered or foreign ciphertext as no token', async () => {
    const auth = authWith({});
    const accessToken = (await tokenFields(auth, { accessToken: 'at' })).accessToken ?? '';
    const tampered = `${accessToken.slice(0, -2)}${accessToken.endsWith('A') ? 'B' : 'A'}A`;
    expect(await readStoredToken(auth, tampered)).toBeNull();
    expect(await readStoredToken(authWith({}, ['another-secret-0123456789abcdef']), accessToken)).toBeNull();
  });

  it('stores plain tokens when encryption is off, and reads plain values either way', async () => {
    const auth = authWith({ account: { encryptOAuthTokens: false } });
    expect((await tokenFields(auth, { accessToken: 'at' })).accessToken).toBe('at');
    expect(await readStoredToken(authWith({}), 'legacy-plain-token')).toBe('legacy-plain-token');
  });

  it('includes only what the provider sent, so an update keeps the old refresh token', async () => {
    expect(Object.keys(await tokenFields(authWith({}), { accessToken: 'at' }))).toEqual(['accessToken']);
  });
});
