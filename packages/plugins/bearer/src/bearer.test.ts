import { describe, expect, it } from 'vitest';
import { errorOf, send, signIn } from '@latchkey/test-utils/account-kit';
import { bareRequest, request } from '@latchkey/test-utils/test-instance';
import { bearerRequest, bearerUserId, createBearerAuth, signedInWithToken } from '@latchkey/test-utils/plugin-instances/bearer';

describe('bearer tokens', () => {
  it('answers sign-up and sign-in with set-auth-token, exposed to other origins', async () => {
    const auth = createBearerAuth();
    const signUp = await auth.handler(request('/sign-up/email', { body: { name: 'Ada', email: 'ada@example.com', password: 'correct horse battery' } }));
    expect(signUp.headers.get('set-auth-token')).toMatch(/^[A-Za-z0-9]+\.[A-Za-z0-9_-]{43}$/);
    expect(signUp.headers.get('access-control-expose-headers')).toBe('set-auth-token');
    const { signed, raw } = await signedInWithToken(auth, 'grace@example.com');
    expect(signed.startsWith(`${raw}.`)).toBe(true);
  });

  it('authenticates get-session and session routes like the cookie, over HTTP and auth.api, without setting cookies', async () => {
    const auth = createBearerAuth();
    const { signed, userId } = await signedInWithToken(auth);
    const response = await auth.handler(bearerRequest('/get-session', { token: signed }));
    expect(((await response.json()) as { user: { id: string } }).user.id).toBe(userId);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect((await auth.handler(bearerRequest('/list-sessions', { token: signed }))).status).toBe(200);
    const viaApi = await auth.api.getSession({ headers: { authorization: `Bearer ${signed}` } });
    expect(viaApi?.user.id).toBe(userId);
  });

  it('answers set-auth-token through auth.api with returnHeaders', async () => {
    const auth = createBearerAuth();
    const { headers } = await auth.api.signUpEmail({ body: { name: 'Ada', email: 'ada@example.com', password: 'correct horse battery' }, returnHeaders: true });
    const token = headers.get('set-auth-token');
    expect(token).toBeTruthy();
    expect(await bearerUserId(auth, token!)).not.toBeNull();
  });

  it('accepts the raw token by default and refuses it with requireSignature', async () => {
    const open = createBearerAuth();
    const a = await signedInWithToken(open);
    expect(await bearerUserId(open, a.raw)).toBe(a.userId);
    const strict = createBearerAuth({ bearer: { requireSignature: true } });
    const b = await signedInWithToken(strict);
    expect(await bearerUserId(strict, b.raw)).toBeNull();
    expect(await bearerUserId(strict, b.signed)).toBe(b.userId);
  });

  it('forged token: a tampered signature, another secret or a malformed header is no session', async () => {
    const auth = createBearerAuth();
    const { signed, raw } = await signedInWithToken(auth);
    const flipped = signed.slice(0, -1) + (signed.endsWith('A') ? 'B' : 'A');
    for (const token of [flipped, `${raw}.${'A'.repeat(43)}`, 'x'.repeat(300), `${raw}x`]) {
      expect(await bearerUserId(auth, token)).toBeNull();
    }
    for (const header of [`Basic ${raw}`, `Bearer`, `Bearer ${raw} extra`, raw]) {
      const response = await auth.handler(new Request('http://localhost:3000/api/auth/get-session', { headers: { authorization: header } }));
      expect(await response.json()).toBeNull();
    }
    expect((await auth.handler(bearerRequest('/list-sessions', { token: flipped }))).status).toBe(401);
  });

  it('bearer token after sign-out: signing out with the token ends it at once', async () => {
    const auth = createBearerAuth({ auth: { session: { cookieCache: { enabled: true } } } });
    const { signed, jar } = await signedInWithToken(auth);
    const out = await auth.handler(bearerRequest('/sign-out', { token: signed, method: 'POST' }));
    expect(await out.json()).toEqual({ success: true });
    expect(await bearerUserId(auth, signed)).toBeNull();
    expect((await auth.handler(bearerRequest('/list-sessions', { token: signed }))).status).toBe(401);
    // The cookie of that same sign-in named the same session, cached copy or not.
    expect(await (await send(auth, jar, '/get-session')).json()).toBeNull();
  });

  it('bearer token after sign-out: a cookie sign-out of the same session ends the token too', async () => {
    const auth = createBearerAuth();
    const { signed, jar } = await signedInWithToken(auth);
    expect((await send(auth, jar, '/sign-out', { method: 'POST' })).status).toBe(200);
    expect(await bearerUserId(auth, signed)).toBeNull();
  });

  it('revoked session: revoking the token from another device ends it at once', async () => {
    const auth = createBearerAuth();
    const { signed, raw } = await signedInWithToken(auth);
    const other = await signIn(auth, { email: 'ada@example.com' });
    expect(await bearerUserId(auth, signed)).not.toBeNull();
    expect((await send(auth, other, '/revoke-session', { body: { token: raw } })).status).toBe(200);
    expect(await bearerUserId(auth, signed)).toBeNull();
    const { signed: again } = await signedInWithToken(auth, 'grace@example.com');
    expect((await auth.handler(bearerRequest('/revoke-sessions', { token: again, method: 'POST' }))).status).toBe(200);
    expect(await bearerUserId(auth, again)).toBeNull();
  });

  it('an expired session is no session by bearer either', async () => {
    const auth = createBearerAuth();
    const { signed, userId } = await signedInWithToken(auth);
    const ctx = await auth.$context;
    await ctx.db.updateMany({ model: 'session', where: [{ field: 'userId', value: userId }], update: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await bearerUserId(auth, signed)).toBeNull();
  });

  it('bearer without Origin works on a state-changing route; a cookie without Origin is still refused', async () => {
    const auth = createBearerAuth();
    const { signed, jar } = await signedInWithToken(auth);
    const withBearer = await auth.handler(bearerRequest('/update-user', { token: signed, body: { name: 'Ada L.' } }));
    expect(await withBearer.json()).toEqual({ status: true });
    const withCookie = await auth.handler(bareRequest('/update-user', { body: { name: 'Mallory' }, headers: { cookie: jar.header() } }));
    expect(await errorOf(withCookie)).toMatchObject({ status: 403, code: 'MISSING_OR_NULL_ORIGIN' });
    const session = (await (await auth.handler(bearerRequest('/get-session', { token: signed }))).json()) as { user: { name: string } };
    expect(session.user.name).toBe('Ada L.');
  });

  it('the cookie wins when both name a session', async () => {
    const auth = createBearerAuth();
    const ada = await signedInWithToken(auth, 'ada@example.com');
    const grace = await signedInWithToken(auth, 'grace@example.com');
    const response = await auth.handler(request('/get-session', { cookie: ada.jar.header(), headers: { authorization: `Bearer ${grace.signed}` } }));
    expect(((await response.json()) as { user: { id: string } }).user.id).toBe(ada.userId);
  });
});
