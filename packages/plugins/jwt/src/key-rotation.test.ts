import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createJwtAuth, jwksOf, keyRows, kidOf, serveOverHttp, sharedDatabase, signedIn, signUp, TEST_BASE_URL, tokenOf } from '@latchkey/test-utils/plugin-instances/jwt';
import { verifyJwt } from './verify.js';

const HOUR = 3600_000;
const options = { rotationInterval: 3600, gracePeriod: 1200, expiresIn: 900 };
let t0: number;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  t0 = Date.now();
});
afterEach(() => vi.useRealTimers());

const at = (ms: number): void => {
  vi.setSystemTime(t0 + ms);
};
const verifyWith = async (auth: ReturnType<typeof createJwtAuth>, token: string) =>
  verifyJwt(token, { jwks: await jwksOf(auth), issuer: TEST_BASE_URL, audience: TEST_BASE_URL });

describe('key rotation', () => {
  it('a JWT from a rotated-out key verifies within the overlap and fails after it', async () => {
    const auth = createJwtAuth({ jwt: options });
    const { jar } = await signedIn(auth);
    const first = await tokenOf(auth, jar);
    at(HOUR - 10_000);
    const lastOfOld = await tokenOf(auth, jar); // still the first key, 10 s before rotation
    expect(kidOf(lastOfOld)).toBe(kidOf(first));

    at(HOUR + 1000);
    const fromNew = await tokenOf(auth, jar);
    expect(kidOf(fromNew)).not.toBe(kidOf(first));
    expect((await jwksOf(auth)).keys.map((key) => key.kid)).toEqual([kidOf(fromNew), kidOf(first)]);

    at(HOUR + 5 * 60_000); // within the overlap, the old token not yet expired
    expect(await verifyWith(auth, lastOfOld)).toMatchObject({ ok: true });
    expect(await verifyWith(auth, fromNew)).toMatchObject({ ok: true });

    at(HOUR + 1000 + 1200_000 + 1000); // the overlap is over: the old key is no longer published
    expect((await jwksOf(auth)).keys.map((key) => key.kid)).toEqual([kidOf(fromNew)]);
    expect(await verifyWith(auth, lastOfOld)).toEqual({ ok: false, reason: 'no-matching-key' });
  });

  it('a resource server holding the old key set picks up the new key from /jwks over HTTP', async () => {
    // Rotation inside jose's 10-minute cache: the unknown kid, not the cache's age, makes it fetch again.
    const auth = createJwtAuth({ jwt: { ...options, rotationInterval: 300 } });
    const { jar } = await signedIn(auth);
    const server = await serveOverHttp(auth);
    try {
      const remote = { jwksUrl: `${server.origin}/api/auth/jwks`, issuer: TEST_BASE_URL, audience: TEST_BASE_URL };
      expect(await verifyJwt(await tokenOf(auth, jar), remote)).toMatchObject({ ok: true });
      at(301_000);
      const rotated = await tokenOf(auth, jar);
      expect(await verifyJwt(rotated, remote)).toMatchObject({ ok: true, header: { kid: kidOf(rotated) } });
    } finally {
      await server.close();
    }
  });

  it('deletes keys past their overlap when the next key is made', async () => {
    const auth = createJwtAuth({ jwt: options });
    await jwksOf(auth);
    at(HOUR + 1000);
    await jwksOf(auth);
    expect(await keyRows(auth)).toHaveLength(2);
    at(2 * HOUR + 2000);
    const { keys } = await jwksOf(auth);
    const rows = await keyRows(auth);
    expect(rows).toHaveLength(2); // the first is gone; the second is within its overlap
    expect(new Set(rows.map((row) => row.id))).toEqual(new Set(keys.map((key) => key.kid)));
  });

  it('rotates once when two instances find the key due at the same moment', async () => {
    const shared = sharedDatabase();
    try {
      const first = createJwtAuth({ database: shared.database, jwt: options });
      await first.$context;
      const second = createJwtAuth({ database: shared.database, jwt: options });
      const { jar } = await signUp(first, { email: 'ada@example.com' });
      const before = kidOf(await tokenOf(second, jar));
      at(HOUR + 1000);
      const tokens = await Promise.all([first, second, first, second].flatMap((auth) => [tokenOf(auth, jar), jwksOf(auth).then(() => '')]));
      const kids = new Set(tokens.filter(Boolean).map(kidOf));
      expect(kids.size).toBe(1);
      expect(kids.has(before)).toBe(false);
      expect(await keyRows(first)).toHaveLength(2);
    } finally {
      await shared.close();
    }
  });

  it('never rotates with rotationInterval 0', async () => {
    const auth = createJwtAuth({ jwt: { rotationInterval: 0 } });
    const { jar } = await signedIn(auth);
    const first = kidOf(await tokenOf(auth, jar));
    at(400 * 24 * HOUR);
    const { jar: later } = await signedIn(auth, 'bo@example.com'); // the first session has long expired
    expect(kidOf(await tokenOf(auth, later))).toBe(first);
    expect(await keyRows(auth)).toHaveLength(1);
  });

  it('makes a key of the new algorithm when the option changes, keeping the old one in the overlap', async () => {
    const shared = sharedDatabase();
    try {
      const before = createJwtAuth({ database: shared.database });
      const { jar } = await signedIn(before);
      const old = await tokenOf(before, jar);
      const after = createJwtAuth({ database: shared.database, jwt: { algorithm: 'ES256' } });
      const token = await tokenOf(after, jar);
      expect(kidOf(token)).not.toBe(kidOf(old));
      expect((await jwksOf(after)).keys.map((key) => key.alg)).toEqual(['ES256', 'EdDSA']);
      expect(await verifyWith(after, old)).toMatchObject({ ok: true });
    } finally {
      await shared.close();
    }
  });

  it('replaces a key the app secret can no longer open, instead of failing every request', async () => {
    const shared = sharedDatabase();
    try {
      const before = createJwtAuth({ database: shared.database });
      const { jar } = await signedIn(before);
      const old = kidOf(await tokenOf(before, jar));
      const after = createJwtAuth({ database: shared.database, secret: 'a-new-secret-that-is-long-enough-9876543210' });
      const { jar: other } = await signUp(after, { email: 'bo@example.com' });
      const token = await tokenOf(after, other);
      expect(kidOf(token)).not.toBe(old);
      expect(await verifyWith(after, token)).toMatchObject({ ok: true });
    } finally {
      await shared.close();
    }
  });
});
