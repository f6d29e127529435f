// An admin action and its event commit together: a failure right after the
// event is written undoes the action (this file also runs on Postgres and MySQL).
import { describe, expect, it } from 'vitest';
import { failingEventStore } from '@latchkey/test-utils/failing-event-store';
import { createTestAuth } from '@latchkey/test-utils/test-instance';
import { admin } from './admin.js';
import { sessionCount, signInAdmin, signUp, send, userRow, type AdminAuth } from '@latchkey/test-utils/plugin-instances/admin';

async function setup() {
  const store = failingEventStore();
  const auth = createTestAuth({ plugins: [admin(), store.plugin] }) as unknown as AdminAuth;
  const root = await signInAdmin(auth);
  const user = await signUp(auth, { email: 'ada@example.com' });
  return { auth, store, root, user, types: () => store.types(auth) };
}

describe('an admin action and its event commit together', () => {
  it('a ban: a failure after its event leaves the user unbanned with their sessions', async () => {
    const { auth, store, root, user, types } = await setup();
    store.failAfter('admin.user-banned');
    expect((await send(auth, root.jar, '/admin/ban-user', { body: { userId: user.userId } })).status).toBe(500);
    expect(await userRow(auth, user.userId)).toMatchObject({ banned: false });
    expect(await sessionCount(auth, user.userId)).toBe(1);
    expect(await types()).not.toContain('admin.user-banned');
    store.failAfter(null);
    expect((await send(auth, root.jar, '/admin/ban-user', { body: { userId: user.userId } })).status).toBe(200);
    expect(await userRow(auth, user.userId)).toMatchObject({ banned: true });
    expect(await sessionCount(auth, user.userId)).toBe(0);
    expect((await types()).filter((type) => type === 'admin.user-banned')).toHaveLength(1);
  });

  it('set role, unban and revoking sessions: each rolls back with its event', async () => {
    const { auth, store, root, user, types } = await setup();
    const userId = user.userId;
    store.failAfter('admin.role-set');
    expect((await send(auth, root.jar, '/admin/set-role', { body: { userId, role: 'admin' } })).status).toBe(500);
    expect(await userRow(auth, userId)).toMatchObject({ role: 'user' });
    store.failAfter('session.revoked');
    expect((await send(auth, root.jar, '/admin/revoke-user-sessions', { body: { userId } })).status).toBe(500);
    expect(await sessionCount(auth, userId)).toBe(1);
    store.failAfter(null);
    await send(auth, root.jar, '/admin/ban-user', { body: { userId } });
    store.failAfter('admin.user-unbanned');
    expect((await send(auth, root.jar, '/admin/unban-user', { body: { userId } })).status).toBe(500);
    expect(await userRow(auth, userId)).toMatchObject({ banned: true });
    const stored = await types();
    for (const type of ['admin.role-set', 'session.revoked', 'admin.user-unbanned']) expect(stored).not.toContain(type);
  });

  it('removing a user: a failure after its event keeps the user', async () => {
    const { auth, store, root, user, types } = await setup();
    store.failAfter('admin.user-removed');
    expect((await send(auth, root.jar, '/admin/remove-user', { body: { userId: user.userId } })).status).toBe(500);
    expect(await userRow(auth, user.userId)).not.toBeNull();
    expect(await types()).not.toContain('admin.user-removed');
  });
});
