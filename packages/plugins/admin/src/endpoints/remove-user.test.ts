import { describe, expect, it } from 'vitest';
import { definePlugin } from 'latchkey/plugins';
import { createTestAuth } from '@latchkey/test-utils/test-instance';
import { admin } from '../admin.js';
import { createAdminAuth, errorOf, send, sessionOf, signIn, signInAdmin, signUp, userRow, type AdminAuth } from '@latchkey/test-utils/plugin-instances/admin';

// A plugin table that references users, to prove their rows go too.
const notes = definePlugin({
  id: 'notes',
  schema: {
    note: {
      fields: {
        userId: { type: 'string', index: true, maxLength: 255, references: { model: 'user', field: 'id', onDelete: 'cascade' } },
        text: { type: 'string' },
      },
    },
  },
});

describe('POST /admin/remove-user', () => {
  it('deletes the user with their sessions, accounts and plugin rows', async () => {
    const auth = createTestAuth({ plugins: [admin(), notes] }) as unknown as AdminAuth;
    const root = await signInAdmin(auth);
    const eve = await signUp(auth, { email: 'eve@example.com' });
    await signIn(auth, { email: 'eve@example.com' });
    const ctx = await auth.$context;
    await ctx.db.create({ model: 'note', data: { id: 'n1', userId: eve.userId, text: 'mine' } });
    const response = await send(auth, root.jar, '/admin/remove-user', { body: { userId: eve.userId } });
    expect(await response.json()).toEqual({ success: true });
    expect(await userRow(auth, eve.userId)).toBeNull();
    for (const model of ['session', 'account', 'note']) {
      expect({ model, count: await ctx.db.count({ model, where: [{ field: 'userId', value: eve.userId }] }) }).toEqual({ model, count: 0 });
    }
    expect(await sessionOf(auth, eve.jar)).toBeNull();
    expect(await ctx.db.count({ model: 'user' })).toBe(1);
  });

  it('an admin cannot remove themselves (400); a missing user answers 404', async () => {
    const auth = createAdminAuth();
    const root = await signInAdmin(auth);
    const self = await send(auth, root.jar, '/admin/remove-user', { body: { userId: root.userId } });
    expect(await errorOf(self)).toEqual({ status: 400, code: 'YOU_CANNOT_REMOVE_YOURSELF', message: 'You cannot remove yourself' });
    expect(await userRow(auth, root.userId)).not.toBeNull();
    const missing = await send(auth, root.jar, '/admin/remove-user', { body: { userId: 'nobody' } });
    expect(await errorOf(missing)).toMatchObject({ status: 404, code: 'USER_NOT_FOUND' });
  });

  it('removing an admin also ends the impersonation sessions they started', async () => {
    const auth = createAdminAuth();
    const root = await signInAdmin(auth);
    const deputy = await signUp(auth, { email: 'deputy@example.com' });
    const ctx = await auth.$context;
    await ctx.db.update({ model: 'user', where: [{ field: 'id', value: deputy.userId }], update: { role: 'admin' } });
    const eve = await signUp(auth, { email: 'eve@example.com' });
    await send(auth, deputy.jar, '/admin/impersonate-user', { body: { userId: eve.userId } });
    expect((await sessionOf(auth, deputy.jar))?.user.id).toBe(eve.userId);
    await send(auth, root.jar, '/admin/remove-user', { body: { userId: deputy.userId } });
    expect(await sessionOf(auth, deputy.jar)).toBeNull();
    expect((await sessionOf(auth, eve.jar))?.user.id).toBe(eve.userId);
  });
});
