// The session-resolution extension point, through latchkey/plugins alone: a
// resolver for a header token after the cookie, and re-validation of every read.
import { describe, expect, it } from 'vitest';
import { definePlugin, defineEndpoint, findSession, hashTokenSync, readSession, sessionMiddleware } from 'latchkey/plugins';
import { send, signIn, signUp } from '../account-kit.js';
import { createTestAuth, request } from '../test-instance.js';

/** Authenticates `Authorization: Token <session token>`, the way a bearer plugin does. */
const headerToken = definePlugin({
  id: 'header-token',
  session: {
    resolve: (ctx) => {
      const token = /^Token (\S+)$/.exec(ctx.headers.get('authorization') ?? '')?.[1];
      return token ? findSession(ctx, { token, hash: hashTokenSync(token) }, { cookies: false }) : null;
    },
  },
});

/** Refuses sessions of users on a list; the list changes while cookies stay cached. */
function blocklist(blocked: Set<string>) {
  return definePlugin({ id: 'blocklist', session: { validate: (_ctx, current) => !blocked.has(current.user.id) } });
}

const me = defineEndpoint({
  method: 'GET',
  path: '/me',
  use: [sessionMiddleware],
  handler: async (ctx): Promise<{ id: string; sameRead: boolean }> => ({
    id: ctx.session.user.id,
    // A hook, a middleware and the handler asking again share one read.
    sameRead: (await readSession(ctx)) === ctx.session,
  }),
});
const reader = definePlugin({ id: 'reader', endpoints: { me } });

describe('session resolution', () => {
  it('falls back to a plugin resolver when no cookie authenticates, over HTTP and auth.api', async () => {
    const auth = createTestAuth({ plugins: [headerToken] });
    await signUp(auth, { email: 'ada@example.com' });
    const { token } = (await (
      await auth.handler(request('/sign-in/email', { body: { email: 'ada@example.com', password: 'correct horse battery' } }))
    ).json()) as { token: string };
    const viaHeader = await auth.handler(request('/get-session', { headers: { authorization: `Token ${token}` } }));
    expect(((await viaHeader.json()) as { user: { email: string } }).user.email).toBe('ada@example.com');
    expect(viaHeader.headers.getSetCookie()).toEqual([]);
    const viaApi = await auth.api.getSession({ headers: { authorization: `Token ${token}` } });
    expect(viaApi?.user.email).toBe('ada@example.com');
    expect(await auth.api.getSession({ headers: { authorization: 'Token forged' } })).toBeNull();
  });

  it('ends a header token at sign-out of its session', async () => {
    const auth = createTestAuth({ plugins: [headerToken] });
    const { jar } = await signUp(auth, { email: 'ada@example.com' });
    const { session } = (await (await send(auth, jar, '/get-session')).json()) as { session: { token: string } };
    await send(auth, jar, '/sign-out', { method: 'POST' });
    expect(await auth.api.getSession({ headers: { authorization: `Token ${session.token}` } })).toBeNull();
  });

  it('ends the session a resolver found when sign-out carries no cookie', async () => {
    const auth = createTestAuth({ plugins: [headerToken] });
    const { jar } = await signUp(auth, { email: 'ada@example.com' });
    const { session } = (await (await send(auth, jar, '/get-session')).json()) as { session: { token: string } };
    const headers = { authorization: `Token ${session.token}` };
    expect(await (await auth.handler(request('/sign-out', { method: 'POST', headers }))).json()).toEqual({ success: true });
    expect(await auth.api.getSession({ headers })).toBeNull();
    expect(await (await send(auth, jar, '/get-session')).json()).toBeNull();
    expect((await auth.handler(request('/sign-out', { method: 'POST', headers }))).status).toBe(400);
  });

  it('re-validates a session read from the signed cookie cache at the next request', async () => {
    const blocked = new Set<string>();
    const auth = createTestAuth({ plugins: [blocklist(blocked)], session: { cookieCache: { enabled: true } } });
    const { jar, userId } = await signUp(auth, { email: 'ada@example.com' });
    expect(await (await send(auth, jar, '/get-session')).json()).not.toBeNull();
    blocked.add(userId);
    expect(await (await send(auth, jar, '/get-session')).json()).toBeNull();
    expect((await send(auth, jar, '/list-sessions')).status).toBe(401);
  });

  it('reads the session once per request, however many parts ask', async () => {
    const auth = createTestAuth({ plugins: [reader] });
    const { jar, userId } = await signUp(auth, { email: 'ada@example.com' });
    expect(await (await send(auth, jar, '/me')).json()).toEqual({ id: userId, sameRead: true });
  });
});

describe('revocation with the signed cookie cache on', () => {
  const cached = () => createTestAuth({ session: { cookieCache: { enabled: true, maxAge: 300 } } });

  it('stops trusting a cached copy once the session is revoked from another device', async () => {
    const auth = cached();
    const { jar: laptop } = await signUp(auth, { email: 'ada@example.com' });
    const phone = await signIn(auth, { email: 'ada@example.com' });
    expect(await (await send(auth, phone, '/get-session')).json()).not.toBeNull();
    expect((await send(auth, laptop, '/revoke-other-sessions', { method: 'POST' })).status).toBe(200);
    expect(await (await send(auth, phone, '/get-session')).json()).toBeNull();
    expect(await (await send(auth, laptop, '/get-session')).json()).not.toBeNull();
  });

  it('stops trusting a cached copy replayed after sign-out', async () => {
    const auth = cached();
    const { jar } = await signUp(auth, { email: 'ada@example.com' });
    await send(auth, jar, '/get-session');
    const stolen = jar.header();
    await send(auth, jar, '/sign-out', { method: 'POST' });
    const replay = await auth.handler(request('/get-session', { cookie: stolen }));
    expect(await replay.json()).toBeNull();
  });
});
