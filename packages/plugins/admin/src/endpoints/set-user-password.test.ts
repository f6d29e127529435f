import { describe, expect, it } from 'vitest';
import { createAdminAuth, errorOf, PASSWORD, request, send, sessionOf, signIn, signInAdmin, signUp } from '@latchkey/test-utils/plugin-instances/admin';

const NEW_PASSWORD = 'a new long password';

describe('POST /admin/set-user-password', () => {
  it.each([false, true])('stale session: the old sessions die at once (cookie cache %s) and only the new password signs in', async (cached) => {
    const auth = createAdminAuth({ auth: { session: { cookieCache: { enabled: cached, maxAge: 300 } } } });
    const root = await signInAdmin(auth);
    const eve = await signUp(auth, { email: 'eve@example.com' });
    const laptop = await signIn(auth, { email: 'eve@example.com' });
    expect(await sessionOf(auth, laptop)).not.toBeNull();
    const response = await send(auth, root.jar, '/admin/set-user-password', { body: { userId: eve.userId, newPassword: NEW_PASSWORD } });
    expect(await response.json()).toEqual({ status: true });
    expect(await sessionOf(auth, eve.jar)).toBeNull();
    expect(await sessionOf(auth, laptop)).toBeNull();
    const old = await auth.handler(request('/sign-in/email', { body: { email: 'eve@example.com', password: PASSWORD } }));
    expect(old.status).toBe(401);
    await signIn(auth, { email: 'eve@example.com', password: NEW_PASSWORD });
    expect((await sessionOf(auth, root.jar))?.user.id).toBe(root.userId);
  });

  it('creates the password account of a user who had none', async () => {
    const auth = createAdminAuth();
    const root = await signInAdmin(auth);
    const { user } = await auth.api.createUser({ body: { email: 'social@example.com', name: 'Social' } });
    const response = await send(auth, root.jar, '/admin/set-user-password', { body: { userId: user.id, newPassword: NEW_PASSWORD } });
    expect(response.status).toBe(200);
    await signIn(auth, { email: 'social@example.com', password: NEW_PASSWORD });
  });

  it('applies the password policy and answers 404 for a missing user', async () => {
    const auth = createAdminAuth();
    const root = await signInAdmin(auth);
    const eve = await signUp(auth, { email: 'eve@example.com' });
    const short = await send(auth, root.jar, '/admin/set-user-password', { body: { userId: eve.userId, newPassword: 'short' } });
    expect(await errorOf(short)).toMatchObject({ status: 400, code: 'PASSWORD_TOO_SHORT' });
    expect(await sessionOf(auth, eve.jar)).not.toBeNull();
    const missing = await send(auth, root.jar, '/admin/set-user-password', { body: { userId: 'nobody', newPassword: NEW_PASSWORD } });
    expect(await errorOf(missing)).toMatchObject({ status: 404, code: 'USER_NOT_FOUND' });
  });
});
