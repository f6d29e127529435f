import { describe, expect, it, vi } from 'vitest';
import { createJwtAuth, decodeJwt, kidOf, request, send, serveOverHttp, signedIn, TEST_BASE_URL } from '@latchkey/test-utils/plugin-instances/jwt';
import { verifyJwt } from './verify.js';

describe('set-auth-jwt on /get-session', () => {
  it('get-session carries set-auth-jwt that verifies against /jwks over HTTP, and exposes the header', async () => {
    const auth = createJwtAuth();
    const { jar, userId } = await signedIn(auth);
    const response = await send(auth, jar, '/get-session');
    expect(((await response.json()) as { user: { id: string } }).user.id).toBe(userId);
    const token = response.headers.get('set-auth-jwt');
    expect(token).toEqual(expect.any(String));
    expect(response.headers.get('access-control-expose-headers')).toMatch(/(^|,\s*)set-auth-jwt(\s*,|$)/);
    const server = await serveOverHttp(auth);
    try {
      const verified = await verifyJwt(token!, { jwksUrl: `${server.origin}/api/auth/jwks`, issuer: TEST_BASE_URL, audience: TEST_BASE_URL });
      expect(verified).toMatchObject({ ok: true, payload: { sub: userId, email: 'ada@example.com' } });
    } finally {
      await server.close();
    }
  });

  it('adds nothing when there is no session', async () => {
    const auth = createJwtAuth();
    const response = await auth.handler(request('/get-session'));
    expect(await response.json()).toBeNull();
    expect(response.headers.get('set-auth-jwt')).toBeNull();
  });

  it('reaches auth.api callers that ask for headers', async () => {
    const auth = createJwtAuth();
    const { jar, userId } = await signedIn(auth);
    const { headers } = await auth.api.getSession({ headers: { cookie: jar.header() }, returnHeaders: true });
    expect(decodeJwt(headers.get('set-auth-jwt')!).sub).toBe(userId);
  });

  it('signs from memory on the hot path: no read of the keys and no decryption per request', async () => {
    const auth = createJwtAuth();
    const { jar } = await signedIn(auth);
    const ctx = await auth.$context;
    await send(auth, jar, '/get-session'); // the first use makes and loads the key
    const reads = vi.spyOn(ctx.db, 'findMany');
    const decrypts = vi.spyOn(crypto.subtle, 'decrypt');
    const started = performance.now();
    const tokens: string[] = [];
    for (let i = 0; i < 50; i++) tokens.push((await send(auth, jar, '/get-session')).headers.get('set-auth-jwt')!);
    const perRequest = (performance.now() - started) / 50;
    const keyReads = reads.mock.calls.filter(([args]) => args.model === 'jwks').length;
    expect(keyReads).toBe(0);
    expect(decrypts).not.toHaveBeenCalled();
    expect(new Set(tokens.map(kidOf)).size).toBe(1);
    // Not a benchmark, a guard: an Ed25519 signature costs well under a millisecond.
    console.info(`get-session with set-auth-jwt: ${perRequest.toFixed(2)} ms a request (50 in a row, SQLite in memory or the test server)`);
    reads.mockRestore();
    decrypts.mockRestore();
  });

  it('still answers the session when signing fails, without the header', async () => {
    const auth = createJwtAuth();
    const { jar, userId } = await signedIn(auth);
    const ctx = await auth.$context;
    const failing = vi.spyOn(ctx.db, 'findMany').mockRejectedValue(new Error('database down'));
    const response = await send(auth, jar, '/get-session');
    failing.mockRestore();
    expect(response.status).toBe(200);
    expect(((await response.json()) as { user: { id: string } }).user.id).toBe(userId);
    expect(response.headers.get('set-auth-jwt')).toBeNull();
  });

  it('answers the same token again for the session until half its lifetime has passed, then a new one', async () => {
    const auth = createJwtAuth({ jwt: { expiresIn: 600 } });
    const { jar } = await signedIn(auth);
    const jwtOf = async (): Promise<string> => (await send(auth, jar, '/get-session')).headers.get('set-auth-jwt')!;
    const first = await jwtOf();
    expect(await jwtOf()).toBe(first);
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now + 299_000);
    expect(await jwtOf()).toBe(first);
    clock.mockReturnValue(now + 301_000);
    const later = await jwtOf();
    clock.mockRestore();
    expect(later).not.toBe(first);
    expect(decodeJwt(later).exp).toBeGreaterThan(decodeJwt(first).exp!);
  });

  it('never answers one session the token of another, and signs anew when the claims change', async () => {
    const auth = createJwtAuth();
    const ada = await signedIn(auth);
    const grace = await signedIn(auth, 'grace@example.com');
    const jwtOf = async (jar: typeof ada.jar): Promise<string> => (await send(auth, jar, '/get-session')).headers.get('set-auth-jwt')!;
    const adas = await jwtOf(ada.jar);
    const graces = await jwtOf(grace.jar);
    expect(decodeJwt(adas).sub).toBe(ada.userId);
    expect(decodeJwt(graces).sub).toBe(grace.userId);
    const renamed = await send(auth, ada.jar, '/update-user', { body: { name: 'Ada King' } });
    expect(renamed.status).toBe(200);
    const after = await jwtOf(ada.jar);
    expect(after).not.toBe(adas);
    expect(decodeJwt(after).name).toBe('Ada King');
  });

  it('signs anew when a field of the default payload changes, whichever it is', async () => {
    const auth = createJwtAuth();
    const { jar, userId } = await signedIn(auth);
    const jwtOf = async (): Promise<string> => (await send(auth, jar, '/get-session')).headers.get('set-auth-jwt')!;
    const first = await jwtOf();
    expect(await jwtOf()).toBe(first);
    const ctx = await auth.$context;
    await ctx.db.update({ model: 'user', where: [{ field: 'id', value: userId }], update: { emailVerified: true } });
    const verified = await jwtOf();
    expect(verified).not.toBe(first);
    expect(decodeJwt(verified).emailVerified).toBe(true);
  });

  it('with an app definePayload, reuses the token while its payload is the same and signs anew when it changes', async () => {
    let tier = 'free';
    const definePayload = vi.fn(({ user }: { user: { id: string } }) => ({ id: user.id, tier }));
    const auth = createJwtAuth({ jwt: { definePayload } });
    const { jar } = await signedIn(auth);
    const jwtOf = async (): Promise<string> => (await send(auth, jar, '/get-session')).headers.get('set-auth-jwt')!;
    const first = await jwtOf();
    definePayload.mockClear();
    expect(await jwtOf()).toBe(first);
    expect(definePayload).toHaveBeenCalledTimes(1);
    tier = 'pro';
    const upgraded = await jwtOf();
    expect(definePayload).toHaveBeenCalledTimes(2);
    expect(upgraded).not.toBe(first);
    expect(decodeJwt(upgraded).tier).toBe('pro');
  });
});
