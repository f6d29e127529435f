import { describe, expect, it } from 'vitest';
import { expectExactlyOnce } from '@latchkey/test-utils/exactly-once';
import type { SignInMethod } from 'latchkey/plugins';
import {
  cookieJar,
  createOneTimeTokenAuth,
  errorOf,
  generateToken,
  send,
  sessionGate,
  sessionTokenSet,
  signUp,
  verifyToken,
} from '@latchkey/test-utils/plugin-instances/one-time-token';

describe('POST /one-time-token/verify', () => {
  it('answers { session, user } for a new session and sets its cookie', async () => {
    const auth = createOneTimeTokenAuth();
    const ada = await signUp(auth, { email: 'ada@example.com' });
    const token = await generateToken(auth, ada.jar);
    const response = await verifyToken(auth, token);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { session: { userId: string; token: string }; user: { email: string } };
    expect(body).toMatchObject({ session: { userId: ada.userId }, user: { email: 'ada@example.com' } });
    expect(sessionTokenSet(response)).toBe(true);
    const jar = cookieJar();
    jar.store(response);
    expect(await (await send(auth, jar, '/get-session')).json()).toMatchObject({ user: { id: ada.userId } });
    expect(await (await auth.$context).db.count({ model: 'session', where: [{ field: 'userId', value: ada.userId }] })).toBe(2);
  });

  it('with disableSetSessionCookie answers the session without setting a cookie', async () => {
    const auth = createOneTimeTokenAuth({ oneTimeToken: { disableSetSessionCookie: true } });
    const ada = await signUp(auth, { email: 'ada@example.com' });
    const response = await verifyToken(auth, await generateToken(auth, ada.jar));
    const body = (await response.json()) as { session: { token: string } };
    expect(body.session.token).toMatch(/.{20,}/);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('a token is single-use', async () => {
    const auth = createOneTimeTokenAuth();
    const ada = await signUp(auth, { email: 'ada@example.com' });
    const token = await generateToken(auth, ada.jar);
    expect((await verifyToken(auth, token)).status).toBe(200);
    expect(await errorOf(await verifyToken(auth, token))).toEqual({ status: 400, code: 'INVALID_TOKEN', message: 'Invalid token' });
  });

  it('a token used 20 times at once: exactly one succeeds and one session is created', async () => {
    const auth = createOneTimeTokenAuth();
    const ada = await signUp(auth, { email: 'ada@example.com' });
    const token = await generateToken(auth, ada.jar);
    await expectExactlyOnce(() => verifyToken(auth, token), { refused: { status: 400, code: 'INVALID_TOKEN' } });
    expect(await (await auth.$context).db.count({ model: 'session', where: [{ field: 'userId', value: ada.userId }] })).toBe(2);
  });

  it('an expired token answers 400 TOKEN_EXPIRED and signs nobody in', async () => {
    const auth = createOneTimeTokenAuth();
    const ada = await signUp(auth, { email: 'ada@example.com' });
    const token = await generateToken(auth, ada.jar);
    const ctx = await auth.$context;
    await ctx.db.updateMany({ model: 'verification', where: [], update: { expiresAt: new Date(Date.now() - 1000) } });
    const response = await verifyToken(auth, token);
    expect(await errorOf(response)).toEqual({ status: 400, code: 'TOKEN_EXPIRED', message: 'Token expired' });
    expect(sessionTokenSet(response)).toBe(false);
    expect(await ctx.db.count({ model: 'session' })).toBe(1);
  });

  it('unknown, malformed and other-purpose tokens are refused', async () => {
    const auth = createOneTimeTokenAuth();
    expect((await errorOf(await verifyToken(auth, 'x'.repeat(32)))).code).toBe('INVALID_TOKEN');
    expect((await errorOf(await verifyToken(auth, ''))).status).toBe(400);
    const ctx = await auth.$context;
    await signUp(auth, { email: 'ada@example.com' });
    // A reset-password token is stored under another purpose and never works here.
    const { storeToken } = await import('latchkey/plugins');
    await storeToken(ctx, { purpose: 'reset-password', token: 'r'.repeat(32), value: 'someone', expiresIn: 60 });
    expect((await errorOf(await verifyToken(auth, 'r'.repeat(32)))).code).toBe('INVALID_TOKEN');
  });

  it('signing the source session out voids its tokens', async () => {
    const auth = createOneTimeTokenAuth();
    const ada = await signUp(auth, { email: 'ada@example.com' });
    const token = await generateToken(auth, ada.jar);
    await send(auth, ada.jar, '/sign-out', { method: 'POST', body: {} });
    expect((await errorOf(await verifyToken(auth, token))).code).toBe('INVALID_TOKEN');
  });

  it('a banned user is refused and no session is created', async () => {
    const banned = new Set<string>();
    const auth = createOneTimeTokenAuth({ plugins: [sessionGate({ banned })] });
    const eve = await signUp(auth, { email: 'eve@example.com' });
    const token = await generateToken(auth, eve.jar);
    banned.add('eve@example.com');
    const response = await verifyToken(auth, token);
    expect(await errorOf(response)).toMatchObject({ status: 403, code: 'BANNED_USER' });
    expect(sessionTokenSet(response)).toBe(false);
    expect(await (await auth.$context).db.count({ model: 'session' })).toBe(1);
  });

  it('a user with a second factor gets the challenge, the method being "one-time-token"', async () => {
    const seen: SignInMethod[] = [];
    const challenged = new Set<string>();
    const auth = createOneTimeTokenAuth({ plugins: [sessionGate({ challenged, seen })] });
    const ada = await signUp(auth, { email: 'ada@example.com' });
    const token = await generateToken(auth, ada.jar);
    // Two-factor turned on after the first sign-in: the handed session is challenged.
    challenged.add('ada@example.com');
    const response = await verifyToken(auth, token);
    expect(await response.json()).toEqual({ twoFactorRedirect: true });
    expect(sessionTokenSet(response)).toBe(false);
    expect(seen).toEqual(['sign-up', 'one-time-token']);
  });

  it('deleting the user deletes their pending tokens', async () => {
    const auth = createOneTimeTokenAuth({ auth: { user: { deleteUser: { enabled: true } } } });
    const ada = await signUp(auth, { email: 'ada@example.com' });
    await generateToken(auth, ada.jar);
    const { deleteUserData } = await import('latchkey/plugins');
    await deleteUserData(await auth.$context, ada.userId);
    expect(await (await auth.$context).db.count({ model: 'verification' })).toBe(0);
  });
});
