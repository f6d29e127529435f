import { afterAll, describe, expect, it } from 'vitest';
import { defineEndpoint, definePlugin, issueSession, readSession, sessionMiddleware } from 'latchkey/plugins';
import { closeTestDatabases, request } from '@latchkey/test-utils/test-instance';
import { expectExactlyOnce } from '@latchkey/test-utils/exactly-once';
import { signIn } from '@latchkey/test-utils/account-kit';
import { createApiKeyAuth, createKey, createServerKey, errorOf, expire, keyRow, PASSWORD, send, signUp, withKey } from '@latchkey/test-utils/plugin-instances/api-key';

afterAll(closeTestDatabases);

async function keyedUser(options: Parameters<typeof createApiKeyAuth>[0] = {}, keyBody: Record<string, unknown> = { rateLimitEnabled: false }) {
  const auth = createApiKeyAuth(options);
  const { jar, userId } = await signUp(auth, { email: 'ada@example.com' });
  const created = await createServerKey(auth, { userId, ...keyBody });
  return { auth, jar, userId, created };
}

describe('sessions from x-api-key', () => {
  it('signs the request in as the key’s owner', async () => {
    const { auth, userId, created } = await keyedUser();
    const body = (await (await withKey(auth, created.key, '/get-session')).json()) as { user: { id: string } };
    expect(body.user.id).toBe(userId);
  });

  it('is off unless enableSessionForAPIKeys, and reads the configured header', async () => {
    const off = await keyedUser({ apiKey: { enableSessionForAPIKeys: false } });
    expect(await (await withKey(off.auth, off.created.key, '/get-session')).json()).toBeNull();
    const custom = await keyedUser({ apiKey: { apiKeyHeaders: 'x-acme-key' } });
    const answer = await custom.auth.handler(request('/get-session', { headers: { 'x-acme-key': custom.created.key } }));
    expect(((await answer.json()) as { user: { id: string } }).user.id).toBe(custom.userId);
  });

  it('a forged, expired or disabled key answers its error instead of a session', async () => {
    const { auth, created } = await keyedUser();
    expect(await errorOf(await withKey(auth, `${created.key}x`, '/list-sessions'))).toMatchObject({ status: 401, code: 'INVALID_API_KEY' });
    await auth.api.updateApiKey({ body: { keyId: created.id, enabled: false } });
    expect(await errorOf(await withKey(auth, created.key, '/list-sessions'))).toMatchObject({ status: 401, code: 'KEY_DISABLED' });
    await auth.api.updateApiKey({ body: { keyId: created.id, enabled: true } });
    await expire(auth, created.id);
    expect(await errorOf(await withKey(auth, created.key, '/list-sessions'))).toMatchObject({ status: 401, code: 'KEY_EXPIRED' });
  });

  it('counts one use per request, and a rate-limited key answers 429 with X-Retry-After', async () => {
    const { auth, created } = await keyedUser({}, { rateLimitMax: 2, rateLimitTimeWindow: 60_000 });
    expect((await withKey(auth, created.key, '/list-sessions')).status).toBe(200);
    expect(await keyRow(auth, created.id)).toMatchObject({ requestCount: 1 });
    expect((await withKey(auth, created.key, '/list-sessions')).status).toBe(200);
    const limited = await withKey(auth, created.key, '/list-sessions');
    expect(limited.headers.get('x-retry-after')).toMatch(/^\d+$/);
    expect(await errorOf(limited)).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
  });

  it('remaining=1 used 20 times at once through the header serves exactly one request', async () => {
    const { auth, created } = await keyedUser({}, { remaining: 1, rateLimitEnabled: false });
    await expectExactlyOnce(() => withKey(auth, created.key, '/list-sessions'), { refused: { status: 429, code: 'USAGE_EXCEEDED' } });
    expect(await keyRow(auth, created.id)).toMatchObject({ remaining: 0 });
  });

  it('verifies the key once per request however often the session is read, and again on the next request', async () => {
    const reader = definePlugin({
      id: 'session-reader',
      endpoints: {
        readThrice: defineEndpoint({
          method: 'GET',
          path: '/test/read-thrice',
          handler: async (ctx) => {
            // Each option set is a read of its own in the core: the key's resolver is asked three times.
            const reads = [await readSession(ctx), await readSession(ctx, { disableCookieCache: true }), await readSession(ctx, { disableRefresh: true })];
            return { users: reads.map((read) => read?.user.id ?? null) };
          },
        }),
      },
    });
    const { auth, userId, created } = await keyedUser({ plugins: [reader] }, { remaining: 10, rateLimitEnabled: false });
    expect(await (await withKey(auth, created.key, '/test/read-thrice')).json()).toEqual({ users: [userId, userId, userId] });
    expect(await keyRow(auth, created.id)).toMatchObject({ remaining: 9 });
    expect((await withKey(auth, created.key, '/test/read-thrice')).status).toBe(200);
    expect(await keyRow(auth, created.id)).toMatchObject({ remaining: 8 });
    // Nothing of the first requests carries over: a key disabled since is refused at once.
    await auth.api.updateApiKey({ body: { keyId: created.id, enabled: false } });
    expect(await errorOf(await withKey(auth, created.key, '/test/read-thrice'))).toMatchObject({ status: 401, code: 'KEY_DISABLED' });
  });

  it('a session cookie wins over a key header', async () => {
    const { auth, created } = await keyedUser();
    const other = await signUp(auth, { email: 'bo@example.com' });
    const answer = await auth.handler(request('/get-session', { cookie: other.jar.header(), headers: { 'x-api-key': created.key } }));
    expect(((await answer.json()) as { user: { id: string } }).user.id).toBe(other.userId);
    expect(await keyRow(auth, created.id)).toMatchObject({ requestCount: 0 });
  });
});

describe('what a session from a key cannot do', () => {
  it('a key-backed session cannot change the password', async () => {
    const { auth, created } = await keyedUser();
    const answer = await withKey(auth, created.key, '/change-password', { body: { currentPassword: PASSWORD, newPassword: 'another strong passphrase' } });
    expect(await errorOf(answer)).toMatchObject({ status: 403, code: 'API_KEY_SESSION_NOT_ALLOWED' });
    await signIn(auth, { email: 'ada@example.com' });
  });

  it('a key-backed session cannot change the email', async () => {
    const { auth, created } = await keyedUser();
    const answer = await withKey(auth, created.key, '/change-email', { body: { newEmail: 'eve@example.com' } });
    expect(await errorOf(answer)).toMatchObject({ status: 403, code: 'API_KEY_SESSION_NOT_ALLOWED' });
  });

  it('a key-backed session cannot delete the user', async () => {
    const { auth, created, userId } = await keyedUser();
    const answer = await withKey(auth, created.key, '/delete-user', { body: { password: PASSWORD } });
    expect(await errorOf(answer)).toMatchObject({ status: 403, code: 'API_KEY_SESSION_NOT_ALLOWED' });
    const ctx = await auth.$context;
    expect(await ctx.db.findOne({ model: 'user', where: [{ field: 'id', value: userId }] })).not.toBeNull();
  });

  it('a key-backed session lists sessions without their tokens', async () => {
    const { auth, jar, created } = await keyedUser();
    const own = (await (await send(auth, jar, '/list-sessions')).json()) as { token?: string }[];
    expect(own[0]?.token).toBeTruthy();
    const listed = (await (await withKey(auth, created.key, '/list-sessions')).json()) as Record<string, unknown>[];
    expect(listed).toHaveLength(1);
    for (const session of listed) expect(session).not.toHaveProperty('token');
  });

  it('a key-backed session cannot mint a cookie session (impersonation and the like)', async () => {
    const minter = definePlugin({
      id: 'session-minter',
      endpoints: {
        mint: defineEndpoint({
          method: 'POST',
          path: '/test/mint-session',
          use: [sessionMiddleware],
          handler: async (ctx) => {
            await issueSession(ctx, { user: ctx.session.user as never, method: 'impersonation' });
            return { ok: true };
          },
        }),
      },
    });
    const { auth, jar, created } = await keyedUser({ plugins: [minter] });
    const answer = await withKey(auth, created.key, '/test/mint-session', { body: {} });
    expect(await errorOf(answer)).toMatchObject({ status: 403, code: 'API_KEY_SESSION_NOT_ALLOWED' });
    expect(answer.headers.getSetCookie()).toEqual([]);
    // A signed-in user still can.
    expect((await send(auth, jar, '/test/mint-session', { body: {} })).status).toBe(200);
  });

  it('a key-backed session cannot create keys even with a fresh key', async () => {
    const { auth, jar } = await keyedUser();
    const { key } = await createKey(auth, jar);
    expect(await errorOf(await withKey(auth, key, '/api-key/create', { body: {} }))).toMatchObject({ status: 403 });
  });
});
