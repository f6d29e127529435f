import { describe, expect, it } from 'vitest';
import { createAdminAuth, errorOf, send, signInAdmin, signUp } from '@latchkey/test-utils/plugin-instances/admin';

describe('POST /admin/has-permission', () => {
  it('checks the caller by default', async () => {
    const auth = createAdminAuth();
    const root = await signInAdmin(auth);
    const eve = await signUp(auth, { email: 'eve@example.com' });
    const ask = async (jar: typeof root.jar, permissions: unknown) =>
      (await send(auth, jar, '/admin/has-permission', { body: { permissions } })).json();
    expect(await ask(root.jar, { user: ['ban', 'impersonate'], session: ['revoke'] })).toEqual({ error: null, success: true });
    expect(await ask(eve.jar, { user: ['list'] })).toEqual({ error: null, success: false });
    expect(await ask(root.jar, { user: ['launch-rockets'] })).toEqual({ error: null, success: false });
    for (const empty of [{}, { user: [] }]) {
      const response = await send(auth, root.jar, '/admin/has-permission', { body: { permissions: empty } });
      expect(await errorOf(response)).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    }
  });

  it('checks a role, or another user (which needs user: get)', async () => {
    const auth = createAdminAuth();
    const root = await signInAdmin(auth);
    const eve = await signUp(auth, { email: 'eve@example.com' });
    const byRole = await send(auth, eve.jar, '/admin/has-permission', { body: { permissions: { user: ['ban'] }, role: 'admin' } });
    expect(await byRole.json()).toEqual({ error: null, success: true });
    const byUser = await send(auth, root.jar, '/admin/has-permission', { body: { permissions: { user: ['ban'] }, userId: eve.userId } });
    expect(await byUser.json()).toEqual({ error: null, success: false });
    const probing = await send(auth, eve.jar, '/admin/has-permission', { body: { permissions: { user: ['ban'] }, userId: root.userId } });
    expect(await errorOf(probing)).toMatchObject({ status: 403, code: 'YOU_ARE_NOT_ALLOWED_TO_GET_USER' });
  });

  it('on the server a user can be checked without a session', async () => {
    const auth = createAdminAuth();
    const root = await signInAdmin(auth);
    const answer = await auth.api.userHasPermission({ body: { permissions: { user: ['delete'] }, userId: root.userId } });
    expect(answer).toEqual({ error: null, success: true });
  });
});
