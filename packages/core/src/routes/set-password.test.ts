import { describe, expect, it } from 'vitest';
import { PASSWORD, createAccountAuth, errorOf, request, signUp } from '@latchkey/test-utils/account-routes-instance';

const NEW_PASSWORD = 'a brand new password';

/** Alice signed in, but her only account is a social one. */
async function socialOnlyAlice() {
  const setup = createAccountAuth();
  const { jar, userId } = await signUp(setup.auth, { email: 'alice@example.com' });
  const ctx = await setup.auth.$context;
  await ctx.db.deleteMany({ model: 'account', where: [{ field: 'userId', value: userId }] });
  await ctx.db.create({
    model: 'account',
    data: { id: 'acc-github', userId, providerId: 'github', accountId: 'gh-1', createdAt: new Date(), updatedAt: new Date() },
  });
  return { ...setup, jar, userId };
}

describe('auth.api.setPassword (server only, /set-password)', () => {
  it('gives a social-only user a password they can sign in with', async () => {
    const { auth, jar } = await socialOnlyAlice();
    const result = await auth.api.setPassword({ body: { newPassword: NEW_PASSWORD }, headers: { cookie: jar.header() } });
    expect(result).toEqual({ status: true });
    const signIn = await auth.handler(request('/sign-in/email', { body: { email: 'alice@example.com', password: NEW_PASSWORD } }));
    expect(signIn.status).toBe(200);
  });

  it('is not reachable over HTTP', async () => {
    const { auth, jar } = await socialOnlyAlice();
    const response = await auth.handler(request('/set-password', { body: { newPassword: NEW_PASSWORD }, cookie: jar.header() }));
    expect(response.status).toBe(404);
    const ctx = await auth.$context;
    expect(await ctx.db.count({ model: 'account', where: [{ field: 'providerId', value: 'credential' }] })).toBe(0);
  });

  it('refuses to overwrite an existing password (USER_ALREADY_HAS_PASSWORD)', async () => {
    const { auth } = createAccountAuth();
    const { jar } = await signUp(auth, { email: 'alice@example.com' });
    const response = (await auth.api.setPassword({
      body: { newPassword: NEW_PASSWORD },
      headers: { cookie: jar.header() },
      asResponse: true,
    })) as unknown as Response;
    expect(await errorOf(response)).toEqual({ status: 400, code: 'USER_ALREADY_HAS_PASSWORD', message: 'user already has a password' });
    const signIn = await auth.handler(request('/sign-in/email', { body: { email: 'alice@example.com', password: PASSWORD } }));
    expect(signIn.status).toBe(200);
  });

  it('creates one credential account for simultaneous calls', async () => {
    const { auth, jar } = await socialOnlyAlice();
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        auth.api.setPassword({ body: { newPassword: `${NEW_PASSWORD} ${i}` }, headers: { cookie: jar.header() }, asResponse: true }),
      ),
    );
    const statuses = (results as unknown as Response[]).map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    const ctx = await auth.$context;
    expect(await ctx.db.count({ model: 'account', where: [{ field: 'providerId', value: 'credential' }] })).toBe(1);
  });

  it('answers UNAUTHORIZED without a session', async () => {
    const { auth } = await socialOnlyAlice();
    const response = (await auth.api.setPassword({ body: { newPassword: NEW_PASSWORD }, asResponse: true })) as unknown as Response;
    expect(await errorOf(response)).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });

  it('checks the password length', async () => {
    const { auth, jar } = await socialOnlyAlice();
    const response = (await auth.api.setPassword({
      body: { newPassword: 'short' },
      headers: { cookie: jar.header() },
      asResponse: true,
    })) as unknown as Response;
    expect(await errorOf(response)).toMatchObject({ status: 400, code: 'PASSWORD_TOO_SHORT' });
  });

  it('answers 400 VALIDATION_ERROR for a non-string password', async () => {
    const { auth, jar } = await socialOnlyAlice();
    const response = (await auth.api.setPassword({
      body: { newPassword: 12345678 } as never,
      headers: { cookie: jar.header() },
      asResponse: true,
    })) as unknown as Response;
    expect(await errorOf(response)).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
  });
});
