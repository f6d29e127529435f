import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { SignJWT, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LoopbackServer } from '@latchkey/test-utils/loopback-server';
import { b64, createJwtAuth, jwksOf, serveOverHttp, signedIn, TEST_BASE_URL, tokenOf, type JwtAuth } from '@latchkey/test-utils/plugin-instances/jwt';
import { verifyJwt, type VerifyJwtOptions } from './verify.js';

describe('verifyJwt against /jwks over HTTP on loopback', () => {
  let auth: JwtAuth;
  let server: LoopbackServer;
  let token: string;
  let userId: string;
  let options: VerifyJwtOptions;

  beforeAll(async () => {
    auth = createJwtAuth();
    const user = await signedIn(auth);
    userId = user.userId;
    token = await tokenOf(auth, user.jar);
    server = await serveOverHttp(auth);
    options = { jwksUrl: `${server.origin}/api/auth/jwks`, issuer: TEST_BASE_URL, audience: TEST_BASE_URL };
  });
  afterAll(() => server?.close());

  /** A token with the same header and claims, its parts replaced. */
  const reforge = (input: { header?: object; payload?: object; signature?: string }): string => {
    const [header, payload, signature] = token.split('.');
    return [input.header ? b64(input.header) : header, input.payload ? b64(input.payload) : payload, input.signature ?? signature].join('.');
  };
  const headerOf = () => JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()) as { kid: string; alg: string };
  const claimsOf = () => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

  it('accepts a token of the app: claims and header', async () => {
    expect(await verifyJwt(token, options)).toMatchObject({ ok: true, payload: { sub: userId, iss: TEST_BASE_URL }, header: { alg: 'EdDSA' } });
  });

  it('wrong issuer refused', async () => {
    expect(await verifyJwt(token, { ...options, issuer: 'https://other.example.com' })).toEqual({ ok: false, reason: 'claim-mismatch' });
  });

  it('wrong audience refused', async () => {
    expect(await verifyJwt(token, { ...options, audience: 'https://api.other.example' })).toEqual({ ok: false, reason: 'claim-mismatch' });
  });

  it('expired token refused', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 901_000);
      expect(await verifyJwt(token, options)).toEqual({ ok: false, reason: 'expired' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('tampered token refused: a changed claim breaks the signature', async () => {
    expect(await verifyJwt(reforge({ payload: { ...claimsOf(), sub: 'someone-else' } }), options)).toEqual({ ok: false, reason: 'invalid-signature' });
    expect(await verifyJwt(reforge({ payload: { ...claimsOf(), exp: 9_999_999_999 } }), options)).toEqual({ ok: false, reason: 'invalid-signature' });
    const signature = token.split('.')[2]!;
    const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
    expect(await verifyJwt(reforge({ signature: flipped }), options)).toMatchObject({ ok: false });
  });

  it('alg none refused', async () => {
    const unsigned = reforge({ header: { alg: 'none', typ: 'JWT' }, signature: '' });
    expect((await verifyJwt(unsigned, options)).ok).toBe(false);
    expect((await verifyJwt(unsigned, { ...options, algorithms: ['none'] })).ok).toBe(false);
    expect((await verifyJwt(reforge({ header: { alg: 'none', kid: headerOf().kid }, signature: '' }), options)).ok).toBe(false);
  });

  it('algorithm confusion refused: HS256 keyed with the public key', async () => {
    const { keys } = await jwksOf(auth);
    const publicKey = keys[0]!;
    for (const secret of [Buffer.from(publicKey.x!, 'base64url'), Buffer.from(JSON.stringify(publicKey)), Buffer.from(publicKey.x!)]) {
      const header = b64({ alg: 'HS256', typ: 'JWT', kid: publicKey.kid });
      const payload = token.split('.')[1]!;
      const mac = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
      expect(await verifyJwt(`${header}.${payload}.${mac}`, options)).toMatchObject({ ok: false });
      expect(await verifyJwt(`${header}.${payload}.${mac}`, { ...options, algorithms: ['HS256'] })).toMatchObject({ ok: false });
    }
  });

  it('algorithm confusion refused: another asymmetric algorithm under the same kid, and a key of the attacker', async () => {
    const { kid } = headerOf();
    const attacker = await generateKeyPair('ES256');
    const forged = await new SignJWT(claimsOf()).setProtectedHeader({ alg: 'ES256', kid }).sign(attacker.privateKey);
    expect(await verifyJwt(forged, options)).toEqual({ ok: false, reason: 'no-matching-key' });
    const ed = await generateKeyPair('EdDSA');
    const sameAlg = await new SignJWT(claimsOf()).setProtectedHeader({ alg: 'EdDSA', kid }).sign(ed.privateKey);
    expect(await verifyJwt(sameAlg, options)).toEqual({ ok: false, reason: 'invalid-signature' });
    // An embedded key in the header is never trusted.
    const embedded = await new SignJWT(claimsOf()).setProtectedHeader({ alg: 'EdDSA', jwk: { kty: 'OKP', crv: 'Ed25519', x: 'AAAA' } }).sign(ed.privateKey);
    expect((await verifyJwt(embedded, options)).ok).toBe(false);
  });

  it('refuses garbage without throwing', async () => {
    for (const input of ['', 'abc', 'a.b.c', `${b64({ alg: 'EdDSA' })}.${b64('x')}.`]) {
      expect((await verifyJwt(input, options)).ok).toBe(false);
    }
  });

  it('answers jwks-unavailable when the key set cannot be fetched', async () => {
    const gone = { ...options, jwksUrl: `${server.origin}/api/auth/no-such-route` };
    expect(await verifyJwt(token, gone)).toEqual({ ok: false, reason: 'jwks-unavailable' });
  });

  it('auth.api.verifyJWT checks with the instance own keys, issuer and audience; not reachable over HTTP', async () => {
    expect(await auth.api.verifyJWT({ body: { token } })).toMatchObject({ ok: true, payload: { sub: userId } });
    expect(await auth.api.verifyJWT({ body: { token: reforge({ payload: { ...claimsOf(), sub: 'x' } }) } })).toEqual({ ok: false, reason: 'invalid-signature' });
    const other = createJwtAuth({ jwt: { audience: 'https://api.example.com' } });
    const { jar } = await signedIn(other);
    expect(await auth.api.verifyJWT({ body: { token: await tokenOf(other, jar) } })).toEqual({ ok: false, reason: 'no-matching-key' });
    const response = await auth.handler(new Request(`${TEST_BASE_URL}/api/auth/jwt/verify`, { method: 'POST', headers: { 'content-type': 'application/json', origin: TEST_BASE_URL }, body: JSON.stringify({ token }) }));
    expect(response.status).toBe(404);
  });
});

describe('@latchkey/jwt/verify', () => {
  it('imports jose and nothing of the server', () => {
    const source = readFileSync(new URL('./verify.ts', import.meta.url), 'utf8');
    const imported = [...source.matchAll(/^(?:import|export)[^'"]*from\s*['"]([^'"]+)['"]/gm)].map((match) => match[1]);
    expect(new Set(imported)).toEqual(new Set(['jose']));
  });
});
