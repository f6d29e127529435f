import { describe, expect, it } from 'vitest';
import { PASSWORD, createAccountAuth, errorOf, request, signUp } from '@latchkey/test-utils/account-routes-instance';

async function alice() {
  const setup = createAccountAuth();
  const { jar, userId } = await signUp(setup.auth, { email: 'alice@example.com' });
  return { ...setup, jar, userId };
}

const asResponse = (value: unknown): Response => value as Response;

describe('auth.api.verifyPassword (server only, /verify-password)', () => {
  it('answers { status: true } for the right password', async () => {
    const { auth, jar } = await alice();
    expect(await auth.api.verifyPassword({ body: { password: PASSWORD }, headers: { cookie: jar.header() } })).toEqual({ status: true });
  });

  it('answers INVALID_PASSWORD for a wrong password', async () => {
    const { auth, jar } = await alice();
    const response = asResponse(
      await auth.api.verifyPassword({ body: { password: 'not my password' }, headers: { cookie: jar.header() }, asResponse: true }),
    );
    expect(await errorOf(response)).toEqual({ status: 400, code: 'INVALID_PASSWORD', message: 'Invalid password' });
  });

  it('answers INVALID_PASSWORD for a user without a password', async () => {
    const { auth, jar, userId } = await alice();
    const ctx = await auth.$context;
    await ctx.db.deleteMany({ model: 'account', where: [{ field: 'userId', value: userId }] });
    const response = asResponse(
      await auth.api.verifyPassword({ body: { password: PASSWORD }, headers: { cookie: jar.header() }, asResponse: true }),
    );
    expect(await errorOf(response)).toMatchObject({ status: 400, code: 'INVALID_PASSWORD' });
  });

  it('answers UNAUTHORIZED without a session', async () => {
    const { auth } = await alice();
    const response = asResponse(await auth.api.verifyPassword({ body: { password: PASSWORD }, asResponse: true }));
    expect(await errorOf(response)).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });

  it('is not reachable over HTTP, so it cannot serve as a password oracle', async () => {
    const { auth, jar } = await alice();
    const response = await auth.handler(request('/verify-password', { body: { password: PASSWORD }, cookie: jar.header() }));
    expect(response.status).toBe(404);
  });

  it('counts failures towards the per-account lock', async () => {
    const setup = createAccountAuth({ emailAndPassword: { maxFailedAttempts: 2 } });
    const { jar } = await signUp(setup.auth, { email: 'alice@example.com' });
    for (let i = 0; i < 2; i++) {
      await setup.auth.api.verifyPassword({ body: { password: `wrong ${i} guess` }, headers: { cookie: jar.header() }, asResponse: true });
    }
    const response = asResponse(
      await setup.auth.api.verifyPassword({ body: { password: PASSWORD }, headers: { cookie: jar.header() }, asResponse: true }),
    );
    expect(await errorOf(response)).toMatchObject({ status: 429, code: 'TOO_MANY_FAILED_ATTEMPTS' });
  });

  it('answers 400 VALIDATION_ERROR for a non-string password', async () => {
    const { auth, jar } = await alice();
    const response = asResponse(
      await auth.api.verifyPassword({ body: { password: 1 } as never, headers: { cookie: jar.header() }, asResponse: true }),
    );
    expect(await errorOf(response)).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
  });
});
