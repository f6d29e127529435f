import { describe, expect, it } from 'vitest';
import { createAdminAuth, errorOf, PASSWORD, send, signIn, signInAdmin } from '@latchkey/test-utils/plugin-instances/admin';

describe('POST /admin/create-user', () => {
  it('creates a user with a password, a role and extra data, who can then sign in', async () => {
    const auth = createAdminAuth({ auth: { user: { additionalFields: { nickname: { type: 'string', required: false } } } } });
    const root = await signInAdmin(auth);
    const response = await send(auth, root.jar, '/admin/create-user', {
      body: { email: ' Ada@Example.com ', password: PASSWORD, name: 'Ada', role: 'admin', data: { nickname: 'countess', emailVerified: true } },
    });
    expect(response.status).toBe(200);
    const { user } = (await response.json()) as { user: Record<string, unknown> };
    expect(user).toMatchObject({ email: 'ada@example.com', name: 'Ada', role: 'admin', nickname: 'countess', emailVerified: true, banned: false });
    expect(user).not.toHaveProperty('password');
    await signIn(auth, { email: 'ada@example.com' });
  });

  it('defaults the role, and creates a user without a password who has no password account', async () => {
    const auth = createAdminAuth();
    const root = await signInAdmin(auth);
    const response = await send(auth, root.jar, '/admin/create-user', { body: { email: 'grace@example.com', name: 'Grace' } });
    const { user } = (await response.json()) as { user: { id: string; role: string } };
    expect(user.role).toBe('user');
    const ctx = await auth.$context;
    expect(await ctx.db.count({ model: 'account', where: [{ field: 'userId', value: user.id }] })).toBe(0);
  });

  it('a taken email answers USER_ALREADY_EXISTS', async () => {
    const auth = createAdminAuth();
    const root = await signInAdmin(auth);
    const response = await send(auth, root.jar, '/admin/create-user', { body: { email: 'ROOT@example.com', name: 'Again', password: PASSWORD } });
    expect(await errorOf(response)).toMatchObject({ status: 422, code: 'USER_ALREADY_EXISTS' });
  });

  it('applies the password policy and refuses unknown roles, creating nothing', async () => {
    const auth = createAdminAuth();
    const root = await signInAdmin(auth);
    const short = await send(auth, root.jar, '/admin/create-user', { body: { email: 'a@example.com', name: 'A', password: 'short' } });
    expect(await errorOf(short)).toMatchObject({ status: 400, code: 'PASSWORD_TOO_SHORT' });
    const role = await send(auth, root.jar, '/admin/create-user', { body: { email: 'a@example.com', name: 'A', role: 'superuser' } });
    expect(await errorOf(role)).toMatchObject({ status: 400, code: 'INVALID_ROLE' });
    const ctx = await auth.$context;
    expect(await ctx.db.count({ model: 'user' })).toBe(1);
  });

  it('data cannot set protected fields: role and banned in data answer 400 and nothing is created', async () => {
    const auth = createAdminAuth();
    const root = await signInAdmin(auth);
    for (const data of [{ role: 'admin' }, { banned: true }]) {
      const response = await send(auth, root.jar, '/admin/create-user', { body: { email: 'b@example.com', name: 'B', data } });
      expect(await errorOf(response)).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    }
    const ctx = await auth.$context;
    expect(await ctx.db.count({ model: 'user' })).toBe(1);
  });

  it('on the server without a session the caller is trusted (seeding the first admin)', async () => {
    const auth = createAdminAuth();
    const { user } = await auth.api.createUser({ body: { email: 'first@example.com', name: 'First', password: PASSWORD, role: 'admin' } });
    expect(user.role).toBe('admin');
  });
});
