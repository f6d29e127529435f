import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startOidcProvider, type OidcTestProvider } from '@latchkey/test-utils/oidc-provider';
import { TEST_BASE_URL } from '@latchkey/test-utils/test-instance';
import {
  cookieJar,
  createAdminAuth,
  errorOf,
  PASSWORD,
  request,
  send,
  sessionCount,
  sessionOf,
  signIn,
  signInAdmin,
  signUp,
  userRow,
  type AdminAuth,
} from '@latchkey/test-utils/plugin-instances/admin';

async function ban(auth: AdminAuth, jar: Parameters<typeof send>[1], body: Record<string, unknown>): Promise<Response> {
  return send(auth, jar, '/admin/ban-user', { body });
}

describe('POST /admin/ban-user and /admin/unban-user', () => {
  it('bans with a reason and an end, ends every session at once, and unban clears it all', async () => {
    const auth = createAdminAuth();
    const root = await signInAdmin(auth);
    const eve = await signUp(auth, { email: 'eve@example.com' });
    await signIn(auth, { email: 'eve@example.com' });
    const response = await ban(auth, root.jar, { userId: eve.userId, banReason: 'Spam', banExpiresIn: 3600 });
    expect(response.status).toBe(200);
    const { user } = (await response.json()) as { user: { banned: boolean; banReason: string; banExpires: string } };
    expect(user).toMatchObject({ banned: true, banReason: 'Spam' });
    expect(new Date(user.banExpires).getTime()).toBeGreaterThan(Date.now() + 3500_000);
    expect(await sessionCount(auth, eve.userId)).toBe(0);
    expect(await sessionOf(auth, eve.jar)).toBeNull();

    const unban = await send(auth, root.jar, '/admin/unban-user', { body: { userId: eve.userId } });
    expect(await unban.json()).toMatchObject({ user: { banned: false, banReason: null, banExpires: null } });
    await signIn(auth, { email: 'eve@example.com' });
  });

  it('a ban without reason or end uses the defaults', async () => {
    const auth = createAdminAuth({ admin: { defaultBanReason: 'Rules', defaultBanExpiresIn: 60 } });
    const root = await signInAdmin(auth);
    const eve = await signUp(auth, { email: 'eve@example.com' });
    const { user } = (await (await ban(auth, root.jar, { userId: eve.userId })).json()) as { user: { banReason: string; banExpires: string } };
    expect(user.banReason).toBe('Rules');
    expect(new Date(user.banExpires).getTime()).toBeLessThanOrEqual(Date.now() + 60_000);
  });

  it('a banned user signing in gets 403 BANNED_USER, with the configured message', async () => {
    const auth = createAdminAuth({ admin: { bannedUserMessage: 'Contact support' } });
    const root = await signInAdmin(auth);
    const eve = await signUp(auth, { email: 'eve@example.com' });
    await ban(auth, root.jar, { userId: eve.userId });
    const response = await auth.handler(request('/sign-in/email', { body: { email: 'eve@example.com', password: PASSWORD } }));
    expect(await errorOf(response)).toEqual({ status: 403, code: 'BANNED_USER', message: 'Contact support' });
    expect(response.headers.getSetCookie().some((line) => line.includes('session_token=') && !/max-age=0/i.test(line))).toBe(false);
    expect(await sessionCount(auth, eve.userId)).toBe(0);
  });

  it('an expired ban lifts itself at the next sign-in', async () => {
    const auth = createAdminAuth();
    const root = await signInAdmin(auth);
    const eve = await signUp(auth, { email: 'eve@example.com' });
    await ban(auth, root.jar, { userId: eve.userId, banExpiresIn: 60 });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 61_000);
      await signIn(auth, { email: 'eve@example.com' });
    } finally {
      vi.useRealTimers();
    }
    expect(await userRow(auth, eve.userId)).toMatchObject({ banned: false, banReason: null, banExpires: null });
  });

  it('ban evasion: a session held in the cookie cache is refused at the next request', async () => {
    const auth = createAdminAuth({ auth: { session: { cookieCache: { enabled: true, maxAge: 300 } } } });
    const root = await signInAdmin(auth);
    const eve = await signUp(auth, { email: 'eve@example.com' });
    expect(await sessionOf(auth, eve.jar)).not.toBeNull();
    expect(eve.jar.get('latchkey.session_data')).toBeTruthy();
    await ban(auth, root.jar, { userId: eve.userId });
    expect(await sessionOf(auth, eve.jar)).toBeNull();
  });

  it('a session whose user is banned is refused on read even if its row survived', async () => {
    const auth = createAdminAuth();
    const eve = await signUp(auth, { email: 'eve@example.com' });
    const ctx = await auth.$context;
    // A ban written by another tool, without ending the sessions.
    await ctx.db.update({ model: 'user', where: [{ field: 'id', value: eve.userId }], update: { banned: true } });
    expect(await sessionCount(auth, eve.userId)).toBe(1);
    expect(await sessionOf(auth, eve.jar)).toBeNull();
  });

  it('an admin cannot ban themselves (400), and a missing user answers 404', async () => {
    const auth = createAdminAuth();
    const root = await signInAdmin(auth);
    expect(await errorOf(await ban(auth, root.jar, { userId: root.userId }))).toEqual({
      status: 400,
      code: 'YOU_CANNOT_BAN_YOURSELF',
      message: 'You cannot ban yourself',
    });
    expect(await userRow(auth, root.userId)).toMatchObject({ banned: false });
    expect(await errorOf(await ban(auth, root.jar, { userId: 'nobody' }))).toMatchObject({ status: 404, code: 'USER_NOT_FOUND' });
  });
});

describe('banned users and social sign-in', () => {
  let op: OidcTestProvider;
  const callback = `${TEST_BASE_URL}/api/auth/callback/test-oidc`;
  beforeAll(async () => {
    op = await startOidcProvider({
      accounts: [{ sub: 'u-eve', email: 'eve@example.com', email_verified: true, name: 'Eve' }],
      clients: [{ clientId: 'latchkey', clientSecret: 'latchkey-secret', redirectURIs: [callback], authMethod: 'client_secret_basic' }],
    });
  });
  afterAll(() => op?.close());

  it('the OAuth callback of a banned user redirects with error=BANNED_USER and sets no session', async () => {
    const discoveryURL = `${op.issuer}/.well-known/openid-configuration`;
    const auth = createAdminAuth({
      auth: {
        socialProviders: {
          genericOIDC: [{ id: 'test-oidc', discoveryURL, clientId: 'latchkey', clientSecret: 'latchkey-secret', allowPrivateNetwork: true }],
        },
      },
    });
    const root = await signInAdmin(auth);
    const socialSignIn = async () => {
      const jar = cookieJar();
      const start = await auth.handler(request('/sign-in/social', { body: { provider: 'test-oidc', callbackURL: '/home' } }));
      jar.store(start);
      const { url } = (await start.json()) as { url: string };
      const { redirectURL } = await op.authorize(url, 'u-eve');
      const response = await auth.handler(new Request(redirectURL, { headers: { cookie: jar.header() } }));
      jar.store(response);
      return { jar, response };
    };
    const first = await socialSignIn();
    const eve = (await sessionOf(auth, first.jar))!.user as { id: string };
    await ban(auth, root.jar, { userId: eve.id });

    const { jar, response } = await socialSignIn();
    expect(response.status).toBe(302);
    expect(new URL(response.headers.get('location') ?? '', TEST_BASE_URL).searchParams.get('error')).toBe('BANNED_USER');
    expect(await sessionCount(auth, eve.id)).toBe(0);
    expect(await sessionOf(auth, jar)).toBeNull();
  });
});
