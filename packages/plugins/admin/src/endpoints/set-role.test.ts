import { describe, expect, it } from 'vitest';
import { adminAccess, adminRole, userRole } from '../access.js';
import { createAdminAuth, errorOf, send, signInAdmin, signInWithRole, signUp, userRow } from '@latchkey/test-utils/plugin-instances/admin';

describe('set-role, update-user and get-user', () => {
  it('sets one role or several, and get-user shows it', async () => {
    const auth = createAdminAuth();
    const root = await signInAdmin(auth);
    const eve = await signUp(auth, { email: 'eve@example.com' });
    const one = await send(auth, root.jar, '/admin/set-role', { body: { userId: eve.userId, role: 'admin' } });
    expect(await one.json()).toMatchObject({ user: { id: eve.userId, role: 'admin' } });
    await send(auth, root.jar, '/admin/set-role', { body: { userId: eve.userId, role: ['user', 'admin', 'user'] } });
    const got = await send(auth, root.jar, `/admin/get-user?id=${eve.userId}`);
    expect(await got.json()).toMatchObject({ id: eve.userId, role: 'user,admin' });
  });

  it('refuses an unknown role and a missing user', async () => {
    const auth = createAdminAuth();
    const root = await signInAdmin(auth);
    const eve = await signUp(auth, { email: 'eve@example.com' });
    const unknown = await send(auth, root.jar, '/admin/set-role', { body: { userId: eve.userId, role: 'god' } });
    expect(await errorOf(unknown)).toMatchObject({ status: 400, code: 'INVALID_ROLE' });
    const missing = await send(auth, root.jar, '/admin/set-role', { body: { userId: 'nobody', role: 'user' } });
    expect(await errorOf(missing)).toMatchObject({ status: 404, code: 'USER_NOT_FOUND' });
    expect(await errorOf(await send(auth, root.jar, '/admin/get-user?id=nobody'))).toMatchObject({ status: 404, code: 'USER_NOT_FOUND' });
  });

  it('an admin cannot demote themselves (400), through set-role or update-user', async () => {
    const auth = createAdminAuth();
    const root = await signInAdmin(auth);
    const viaSetRole = await send(auth, root.jar, '/admin/set-role', { body: { userId: root.userId, role: 'user' } });
    expect(await errorOf(viaSetRole)).toMatchObject({ status: 400, code: 'YOU_CANNOT_CHANGE_YOUR_OWN_ROLE' });
    const viaUpdate = await send(auth, root.jar, '/admin/update-user', { body: { userId: root.userId, data: { role: 'user' } } });
    expect(await errorOf(viaUpdate)).toMatchObject({ status: 400, code: 'YOU_CANNOT_CHANGE_YOUR_OWN_ROLE' });
    expect(await userRow(auth, root.userId)).toMatchObject({ role: 'admin' });
    const keepsAdmin = await send(auth, root.jar, '/admin/set-role', { body: { userId: root.userId, role: ['admin', 'user'] } });
    expect(keepsAdmin.status).toBe(200);
  });

  it('update-user changes name, email, verification and role, and refuses a taken email', async () => {
    const auth = createAdminAuth();
    const root = await signInAdmin(auth);
    const eve = await signUp(auth, { email: 'eve@example.com' });
    const response = await send(auth, root.jar, '/admin/update-user', {
      body: { userId: eve.userId, data: { name: 'Eve B', email: 'EVE.B@example.com', emailVerified: true, role: 'admin' } },
    });
    expect(await response.json()).toMatchObject({ name: 'Eve B', email: 'eve.b@example.com', emailVerified: true, role: 'admin' });
    const taken = await send(auth, root.jar, '/admin/update-user', { body: { userId: eve.userId, data: { email: 'root@example.com' } } });
    expect(await errorOf(taken)).toMatchObject({ status: 422, code: 'USER_ALREADY_EXISTS' });
  });

  it('update-user refuses empty data, ban fields and ids', async () => {
    const auth = createAdminAuth();
    const root = await signInAdmin(auth);
    const eve = await signUp(auth, { email: 'eve@example.com' });
    const empty = await send(auth, root.jar, '/admin/update-user', { body: { userId: eve.userId, data: {} } });
    expect(await errorOf(empty)).toEqual({ status: 400, code: 'NO_DATA_TO_UPDATE', message: 'No data to update' });
    for (const data of [{ banned: true }, { id: 'other' }, { createdAt: '2000-01-01' }]) {
      const response = await send(auth, root.jar, '/admin/update-user', { body: { userId: eve.userId, data } });
      expect(await errorOf(response)).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    }
    expect(await userRow(auth, eve.userId)).toMatchObject({ banned: false });
  });

  it('changing the role through update-user also needs set-role', async () => {
    const editor = adminAccess.newRole({ user: ['update'] });
    const auth = createAdminAuth({ admin: { roles: { admin: adminRole, user: userRole, editor } } });
    const ed = await signInWithRole(auth, { email: 'ed@example.com', role: 'editor' });
    const eve = await signUp(auth, { email: 'eve@example.com' });
    expect((await send(auth, ed.jar, '/admin/update-user', { body: { userId: eve.userId, data: { name: 'Fine' } } })).status).toBe(200);
    const promote = await send(auth, ed.jar, '/admin/update-user', { body: { userId: ed.userId, data: { role: 'admin' } } });
    expect(await errorOf(promote)).toMatchObject({ status: 403, code: 'YOU_ARE_NOT_ALLOWED_TO_CHANGE_USERS_ROLE' });
    expect(await userRow(auth, ed.userId)).toMatchObject({ role: 'editor' });
  });
});
