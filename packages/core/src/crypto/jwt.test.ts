import { encodeBase64urlNoPadding } from '@oslojs/encoding';
import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signJWT, verifyJWT } from './jwt.js';

const SECRET = 'jwt-secret-0123456789abcdefghijklmnopqrstuv';
const encoder = new TextEncoder();
const b64 = (value: unknown): string => encodeBase64urlNoPadding(encoder.encode(JSON.stringify(value)));

describe('signJWT / verifyJWT', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('signs HS256 with a one-hour default lifetime and verifies', async () => {
    const token = await signJWT({ email: 'ada@example.com' }, SECRET);
    const header = JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString());
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
    const payload = await verifyJWT<{ email: string }>(token, SECRET);
    expect(payload?.email).toBe('ada@example.com');
    expect((payload?.exp ?? 0) - (payload?.iat ?? 0)).toBe(3600);
  });

  it('accepts any of several secrets (rotation) and refuses others', async () => {
    const token = await signJWT({ sub: 'u1' }, 'old-secret-xxxxxxxxxxxxxxxxxxxxxxx');
    expect((await verifyJWT(token, [SECRET, 'old-secret-xxxxxxxxxxxxxxxxxxxxxxx']))?.sub).toBe('u1');
    expect(await verifyJWT(token, [SECRET])).toBeNull();
    expect((await verifyJWT(token, ['', 'old-secret-xxxxxxxxxxxxxxxxxxxxxxx']))?.sub).toBe('u1');
    expect(await verifyJWT(token, [])).toBeNull();
  });

  it('answers null once expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
    const token = await signJWT({ sub: 'u1' }, SECRET, { expiresIn: 60 });
    vi.setSystemTime(new Date('2030-01-01T00:00:59Z'));
    expect(await verifyJWT(token, SECRET)).not.toBeNull();
    vi.setSystemTime(new Date('2030-01-01T00:01:01Z'));
    expect(await verifyJWT(token, SECRET)).toBeNull();
  });

  it('refuses alg: none', async () => {
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: 'admin', exp: now + 3600 })}.`;
    expect(await verifyJWT(unsigned, SECRET)).toBeNull();
  });

  it('refuses other algorithms, even with the right secret', async () => {
    const hs512 = await new SignJWT({ sub: 'u1' })
      .setProtectedHeader({ alg: 'HS512' })
      .setExpirationTime('1h')
      .sign(encoder.encode(SECRET));
    expect(await verifyJWT(hs512, SECRET)).toBeNull();
  });

  it('refuses tokens without an expiry, tampered and malformed tokens', async () => {
    const noExp = await new SignJWT({ sub: 'u1' }).setProtectedHeader({ alg: 'HS256' }).sign(encoder.encode(SECRET));
    expect(await verifyJWT(noExp, SECRET)).toBeNull();
    const [header, , signature] = (await signJWT({ sub: 'u1' }, SECRET)).split('.');
    const forged = `${header}.${b64({ sub: 'admin', exp: Math.floor(Date.now() / 1000) + 60 })}.${signature}`;
    expect(await verifyJWT(forged, SECRET)).toBeNull();
    expect(await verifyJWT('not.a.jwt', SECRET)).toBeNull();
    expect(await verifyJWT('', SECRET)).toBeNull();
  });
});
