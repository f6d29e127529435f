import { afterAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { AuthError, CORE_ERROR_CODES, defineEndpoint, definePlugin, issueSession, sessionMiddleware } from 'latchkey/plugins';
import { closeTestDatabases, cookieJar } from '@latchkey/test-utils/test-instance';
import { createApiKeyAuth, createKey, errorOf, keyRow, send, signUp, withKey } from '@latchkey/test-utils/plugin-instances/api-key';

afterAll(closeTestDatabases);

describe('POST /api-key/create', () => {
  it('answers the key once, stores only its SHA-256, and keeps its first characters for display', async () => {
    const auth = createApiKeyAuth({ apiKey: { defaultPrefix: 'lk_' } });
    const { jar, userId } = await signUp(auth, { email: 'ada@example.com' });
    const created = await createKey(auth, jar, { name: 'CI', metadata: { team: 'ops' }, expiresIn: 7 * 86_400 });
    expect(created.key).toMatch(/^lk_[A-Za-z0-9]{64}$/);
    expect(created).toMatchObject({ name: 'CI', userId, start: created.key.slice(0, 6), prefix: 'lk_', enabled: true, metadata: { team: 'ops' } });
    expect(created).toMatchObject({ rateLimitEnabled: true, rateLimitMax: 10, rateLimitTimeWindow: 86_400_000, remaining: null });
    expect(new Date(created.expiresAt as string).getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    expect(created).not.toHaveProperty('revision');
    const row = await keyRow(auth, created.id);
    expect(row?.key).toBe(createHash('sha256').update(created.key).digest('base64url'));
    expect(JSON.stringify(row)).not.toContain(created.key);
  });

  it('refuses a request without a session', async () => {
    const auth = createApiKeyAuth();
    expect(await errorOf(await send(auth, null, '/api-key/create', { body: {} }))).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });

  it('userId in the HTTP body is refused and writes nothing', async () => {
    const auth = createApiKeyAuth();
    const { jar } = await signUp(auth, { email: 'ada@example.com' });
    const { userId: victim } = await signUp(auth, { email: 'eve@example.com' });
    const answer = await send(auth, jar, '/api-key/create', { body: { name: 'x', userId: victim } });
    expect(await errorOf(answer)).toMatchObject({ status: 400, code: 'SERVER_ONLY_PROPERTY' });
    const ctx = await auth.$context;
    expect(await ctx.db.count({ model: 'apiKey' })).toBe(0);
  });

  it('server-only fields over HTTP are refused, also through auth.api with forwarded headers', async () => {
    const auth = createApiKeyAuth();
    const { jar } = await signUp(auth, { email: 'ada@example.com' });
    for (const body of [{ permissions: { files: ['read'] } }, { remaining: 1000 }, { rateLimitEnabled: false }, { rateLimitMax: 1e6 }, { refillAmount: 5, refillInterval: 1000 }]) {
      expect(await errorOf(await send(auth, jar, '/api-key/create', { body }))).toMatchObject({ status: 400, code: 'SERVER_ONLY_PROPERTY' });
    }
    await expect(auth.api.createApiKey({ body: { permissions: { files: ['read'] } }, headers: { cookie: jar.header() } })).rejects.toMatchObject({
      code: 'SERVER_ONLY_PROPERTY',
    });
  });

  it('lets the server create keys for a user with limits and permissions', async () => {
    const auth = createApiKeyAuth();
    const { userId } = await signUp(auth, { email: 'ada@example.com' });
    const created = await auth.api.createApiKey({
      body: { userId, permissions: { files: ['read'] }, remaining: 5, refillAmount: 5, refillInterval: 60_000, rateLimitEnabled: false },
    });
    expect(created).toMatchObject({ userId, permissions: { files: ['read'] }, remaining: 5, refillAmount: 5, rateLimitEnabled: false });
    await expect(auth.api.createApiKey({ body: {} })).rejects.toMatchObject({ code: 'USER_ID_OR_SESSION_REQUIRED' });
    await expect(auth.api.createApiKey({ body: { userId: 'nobody' } })).rejects.toMatchObject({ code: 'USER_NOT_FOUND' });
    await expect(auth.api.createApiKey({ body: { userId, refillAmount: 5 } })).rejects.toMatchObject({ code: 'REFILL_AMOUNT_AND_INTERVAL_REQUIRED' });
  });

  it('keeps expiresIn within the configured bounds', async () => {
    const auth = createApiKeyAuth({ apiKey: { keyExpiration: { minExpiresIn: 3600, maxExpiresIn: 86_400 } } });
    const { jar } = await signUp(auth, { email: 'ada@example.com' });
    expect(await errorOf(await send(auth, jar, '/api-key/create', { body: { expiresIn: 60 } }))).toMatchObject({ status: 400, code: 'EXPIRES_IN_IS_TOO_SMALL' });
    expect(await errorOf(await send(auth, jar, '/api-key/create', { body: { expiresIn: 2 * 86_400 } }))).toMatchObject({
      status: 400,
      code: 'EXPIRES_IN_IS_TOO_LARGE',
    });
    expect((await createKey(auth, jar, { expiresIn: null })).expiresAt).toBeNull();
    const fixed = createApiKeyAuth({ apiKey: { keyExpiration: { disableCustomExpiresTime: true, defaultExpiresIn: 3600 } } });
    const other = await signUp(fixed, { email: 'bo@example.com' });
    expect(await errorOf(await send(fixed, other.jar, '/api-key/create', { body: { expiresIn: 86_400 } }))).toMatchObject({ code: 'KEY_DISABLED_EXPIRATION' });
    expect((await createKey(fixed, other.jar)).expiresAt).not.toBeNull();
  });

  it('refuses bad input: a prefix with odd characters, oversized or disabled metadata', async () => {
    const auth = createApiKeyAuth();
    const { jar } = await signUp(auth, { email: 'ada@example.com' });
    expect(await errorOf(await send(auth, jar, '/api-key/create', { body: { prefix: 'a b<' } }))).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    const huge = { blob: 'x'.repeat(5000) };
    expect(await errorOf(await send(auth, jar, '/api-key/create', { body: { metadata: huge } }))).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    const plain = createApiKeyAuth({ apiKey: { enableMetadata: false } });
    const other = await signUp(plain, { email: 'bo@example.com' });
    expect(await errorOf(await send(plain, other.jar, '/api-key/create', { body: { metadata: { a: 1 } } }))).toMatchObject({ code: 'METADATA_DISABLED' });
  });

  it('a session from an API key cannot create keys', async () => {
    const auth = createApiKeyAuth();
    const { jar } = await signUp(auth, { email: 'ada@example.com' });
    const { key } = await createKey(auth, jar);
    const answer = await withKey(auth, key, '/api-key/create', { body: { name: 'child' } });
    expect(await errorOf(answer)).toMatchObject({ status: 403, code: 'API_KEY_SESSION_NOT_ALLOWED' });
  });

  it('an impersonation session cannot create keys', async () => {
    // A session marked `impersonatedBy`, as the admin plugin marks the sessions it starts.
    const impersonation = definePlugin({
      id: 'impersonation-stand-in',
      schema: { session: { fields: { impersonatedBy: { type: 'string', required: false } } } },
      endpoints: {
        actAs: defineEndpoint({
          method: 'POST',
          path: '/test/act-as-self',
          use: [sessionMiddleware],
          handler: async (ctx) => {
            const issued = await issueSession(ctx, { user: ctx.session.user as never, method: 'impersonation', fields: { impersonatedBy: ctx.session.user.id } });
            if (issued.kind !== 'session') throw AuthError.of(CORE_ERROR_CODES, 'FAILED_TO_CREATE_SESSION');
            return { ok: true };
          },
        }),
      },
    });
    const auth = createApiKeyAuth({ plugins: [impersonation] });
    const { jar } = await signUp(auth, { email: 'ada@example.com' });
    const acting = cookieJar();
    acting.store(await send(auth, jar, '/test/act-as-self', { body: {} }));
    const answer = await send(auth, acting, '/api-key/create', { body: { name: 'lasting' } });
    expect(await errorOf(answer)).toMatchObject({ status: 403, code: 'IMPERSONATED_SESSION_NOT_ALLOWED' });
  });
});
