import { decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import { createJwtAuth, decodeJwt, errorOf, jwksOf, send, signedIn, TEST_BASE_URL, tokenOf } from '@latchkey/test-utils/plugin-instances/jwt';
import { verifyJwt } from '../verify.js';

describe('GET /token', () => {
  it('answers a 15-minute EdDSA JWT for the session: sub, iss, aud, iat, exp, jti and the public user fields', async () => {
    const auth = createJwtAuth();
    const { jar, userId } = await signedIn(auth);
    const response = await send(auth, jar, '/token');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { token } = (await response.json()) as { token: string };
    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'EdDSA', typ: 'JWT', kid: expect.any(String) });
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ sub: userId, iss: TEST_BASE_URL, aud: TEST_BASE_URL, id: userId, email: 'ada@example.com', name: 'Ada Lovelace', emailVerified: false });
    expect(claims.exp! - claims.iat!).toBe(900);
    expect(Math.abs(claims.iat! - Date.now() / 1000)).toBeLessThan(5);
    expect(claims.jti).toMatch(/^[0-9a-f-]{36}$/);
    // Nothing of the session itself: its token is a bearer secret.
    expect(JSON.stringify(claims)).not.toContain(jar.header().split('=')[1]!.split('.')[0]!);
    expect(Object.keys(claims).sort()).toEqual(['aud', 'email', 'emailVerified', 'exp', 'iat', 'id', 'iss', 'jti', 'name', 'sub']);
    const verified = await verifyJwt(token, { jwks: await jwksOf(auth), issuer: TEST_BASE_URL, audience: TEST_BASE_URL });
    expect(verified).toMatchObject({ ok: true, payload: { sub: userId } });
  });

  it('answers 401 UNAUTHORIZED without a session', async () => {
    const auth = createJwtAuth();
    expect(await errorOf(await send(auth, null, '/token'))).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(await errorOf(await send(auth, null, '/token', { headers: { cookie: 'latchkey.session_token=forged.value' } }))).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });

  it('gives a fresh jti to every token', async () => {
    const auth = createJwtAuth();
    const { jar } = await signedIn(auth);
    const tokens = await Promise.all([1, 2, 3].map(() => tokenOf(auth, jar)));
    expect(new Set(tokens.map((token) => decodeJwt(token).jti)).size).toBe(3);
  });

  it('takes the lifetime, issuer, audience and payload from the options; the payload cannot override the standard claims', async () => {
    const auth = createJwtAuth({
      jwt: {
        expiresIn: 120,
        issuer: 'https://id.example.com',
        audience: ['https://api.example.com', 'https://files.example.com'],
        definePayload: ({ user, session }) => ({ role: 'reader', sid: session.id, sub: 'someone-else', iss: 'https://evil.example', exp: 9_999_999_999, email: user.email }),
      },
    });
    const { jar, userId } = await signedIn(auth);
    const claims = decodeJwt(await tokenOf(auth, jar));
    expect(claims).toMatchObject({ sub: userId, iss: 'https://id.example.com', aud: ['https://api.example.com', 'https://files.example.com'], role: 'reader', email: 'ada@example.com' });
    expect(claims.exp! - claims.iat!).toBe(120);
    expect(claims.sid).toEqual(expect.any(String));
    expect(claims.name).toBeUndefined();
  });

  it.each(['ES256', 'RS256'] as const)('signs with %s on request, and the JWKS says so', async (algorithm) => {
    const auth = createJwtAuth({ jwt: { algorithm } });
    const { jar } = await signedIn(auth);
    const token = await tokenOf(auth, jar);
    expect(decodeProtectedHeader(token).alg).toBe(algorithm);
    const { keys } = await jwksOf(auth);
    expect(keys).toEqual([expect.objectContaining({ alg: algorithm, use: 'sig', kid: decodeProtectedHeader(token).kid, kty: algorithm === 'ES256' ? 'EC' : 'RSA' })]);
    expect(await verifyJwt(token, { jwks: { keys }, issuer: TEST_BASE_URL, audience: TEST_BASE_URL })).toMatchObject({ ok: true });
  });

  it('refuses settings under which tokens would outlive their key', () => {
    expect(() => createJwtAuth({ jwt: { expiresIn: 3600, gracePeriod: 3600 } })).toThrow(/gracePeriod/);
    expect(() => createJwtAuth({ jwt: { expiresIn: 0 } })).toThrow(/expiresIn/);
    expect(() => createJwtAuth({ jwt: { algorithm: 'HS256' as never } })).toThrow(/unsupported algorithm/);
  });
});
