import { describe, expect, it } from 'vitest';
import { adminAccess, adminRole, userRole } from './access.js';
import { admin } from './admin.js';
import {
  createAdminAuth,
  errorOf,
  insertUser,
  send,
  sessionCount,
  signInAdmin,
  signInWithRole,
  signUp,
  userRow,
  type AdminAuth,
} from '@latchkey/test-utils/plugin-instances/admin';

/** Every admin route with a valid input aimed at `victim`, and the code a caller without the permission gets. */
function routes(victim: string): { path: string; method: 'GET' | 'POST'; body?: unknown; code: string }[] {
  return [
    { path: '/admin/create-user', method: 'POST', body: { email: 'new@example.com', name: 'New', password: 'long enough password' }, code: 'YOU_ARE_NOT_ALLOWED_TO_CREATE_USERS' },
    { path: `/admin/get-user?id=${victim}`, method: 'GET', code: 'YOU_ARE_NOT_ALLOWED_TO_GET_USER' },
    { path: '/admin/update-user', method: 'POST', body: { userId: victim, data: { name: 'Owned' } }, code: 'YOU_ARE_NOT_ALLOWED_TO_UPDATE_USERS' },
    { path: '/admin/set-role', method: 'POST', body: { userId: victim, role: 'admin' }, code: 'YOU_ARE_NOT_ALLOWED_TO_CHANGE_USERS_ROLE' },
    { path: '/admin/list-users', method: 'GET', code: 'YOU_ARE_NOT_ALLOWED_TO_LIST_USERS' },
    { path: '/admin/list-user-sessions', method: 'POST', body: { userId: victim }, code: 'YOU_ARE_NOT_ALLOWED_TO_LIST_USERS_SESSIONS' },
    { path: '/admin/ban-user', method: 'POST', body: { userId: victim }, code: 'YOU_ARE_NOT_ALLOWED_TO_BAN_USERS' },
    { path: '/admin/unban-user', method: 'POST', body: { userId: victim }, code: 'YOU_ARE_NOT_ALLOWED_TO_BAN_USERS' },
    { path: '/admin/impersonate-user', method: 'POST', body: { userId: victim }, code: 'YOU_ARE_NOT_ALLOWED_TO_IMPERSONATE_USERS' },
    { path: '/admin/revoke-user-session', method: 'POST', body: { sessionToken: 'x' }, code: 'YOU_ARE_NOT_ALLOWED_TO_REVOKE_USERS_SESSIONS' },
    { path: '/admin/revoke-user-sessions', method: 'POST', body: { userId: victim }, code: 'YOU_ARE_NOT_ALLOWED_TO_REVOKE_USERS_SESSIONS' },
    { path: '/admin/remove-user', method: 'POST', body: { userId: victim }, code: 'YOU_ARE_NOT_ALLOWED_TO_DELETE_USERS' },
    { path: '/admin/set-user-password', method: 'POST', body: { userId: victim, newPassword: 'a new long password' }, code: 'YOU_ARE_NOT_ALLOWED_TO_SET_USERS_PASSWORD' },
  ];
}

async function victimAndMallory(auth: AdminAuth) {
  const victim = await signUp(auth, { email: 'victim@example.com', name: 'Victim' });
  const mallory = await signUp(auth, { email: 'mallory@example.com', name: 'Mallory' });
  return { victim, mallory };
}

describe('admin plugin: who may call the admin routes', () => {
  it('privilege escalation: a signed-in user without an admin role gets 403 on every admin route and changes nothing', async () => {
    const auth = createAdminAuth();
    const { victim, mallory } = await victimAndMallory(auth);
    const before = await userRow(auth, victim.userId);
    for (const route of routes(victim.userId)) {
      const response = await send(auth, mallory.jar, route.path, { method: route.method, body: route.body });
      expect({ path: route.path, ...(await errorOf(response)) }).toMatchObject({ path: route.path, status: 403, code: route.code });
    }
    expect(await userRow(auth, victim.userId)).toEqual(before);
    expect(await sessionCount(auth, victim.userId)).toBe(1);
    expect(await userRow(auth, mallory.userId)).toMatchObject({ role: 'user', banned: false });
  });

  it('a stop-impersonating call outside an impersonation answers 400 NOT_IMPERSONATING', async () => {
    const auth = createAdminAuth();
    const { mallory } = await victimAndMallory(auth);
    const response = await send(auth, mallory.jar, '/admin/stop-impersonating', { method: 'POST' });
    expect(await errorOf(response)).toMatchObject({ status: 400, code: 'NOT_IMPERSONATING' });
  });

  it('without a session every admin route answers 401', async () => {
    const auth = createAdminAuth();
    const { victim } = await victimAndMallory(auth);
    const all = [...routes(victim.userId), { path: '/admin/stop-impersonating', method: 'POST' as const, body: undefined }];
    for (const route of [...all, { path: '/admin/has-permission', method: 'POST' as const, body: { permissions: { user: ['list'] } } }]) {
      const response = await send(auth, null, route.path, { method: route.method, body: route.body });
      expect({ path: route.path, status: response.status }).toEqual({ path: route.path, status: 401 });
    }
  });

  it.each([
    ['role', 'admin'],
    ['banned', true],
    ['banReason', 'none'],
    ['banExpires', '2000-01-01T00:00:00.000Z'],
  ])('privilege escalation: sign-up with %s answers 400 and stores nothing of it', async (field, value) => {
    const auth = createAdminAuth();
    const response = await send(auth, null, '/sign-up/email', {
      body: { email: 'eve@example.com', name: 'Eve', password: 'correct horse battery', [field]: value },
    });
    const error = await errorOf(response);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    expect(String(error.message)).toContain(`[body.${field}] Can not be set`);
    const ctx = await auth.$context;
    expect(await ctx.db.count({ model: 'user' })).toBe(0);
  });

  it.each([
    ['role', 'admin'],
    ['banned', false],
  ])('privilege escalation: update-user with %s answers 400 and the row keeps its value', async (field, value) => {
    const auth = createAdminAuth();
    const { jar, userId } = await signUp(auth, { email: 'eve@example.com' });
    const response = await send(auth, jar, '/update-user', { body: { name: 'Eve', [field]: value } });
    expect(await errorOf(response)).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    expect(await userRow(auth, userId)).toMatchObject({ role: 'user', banned: false, name: 'Test User' });
  });

  it('adminUserIds are allowed every admin action whatever their role', async () => {
    const auth = createAdminAuth({ admin: { adminUserIds: ['boss-id'] } });
    const boss = await insertUser(auth, { id: 'boss-id', email: 'boss@example.com' });
    const { victim } = await victimAndMallory(auth);
    expect(await userRow(auth, 'boss-id')).toMatchObject({ role: 'user' });
    const list = await send(auth, boss, '/admin/list-users');
    expect(list.status).toBe(200);
    const ban = await send(auth, boss, '/admin/ban-user', { body: { userId: victim.userId } });
    expect(ban.status).toBe(200);
    const check = await send(auth, boss, '/admin/has-permission', { body: { permissions: { user: ['impersonate'] } } });
    expect(await check.json()).toEqual({ error: null, success: true });
  });

  it('custom roles built with access control grant exactly their actions', async () => {
    const support = adminAccess.newRole({ user: ['list', 'get'], session: ['list'] });
    const auth = createAdminAuth({ admin: { roles: { admin: adminRole, user: userRole, support } } });
    const { victim } = await victimAndMallory(auth);
    const agent = await signInWithRole(auth, { email: 'agent@example.com', role: 'support' });
    expect((await send(auth, agent.jar, '/admin/list-users')).status).toBe(200);
    expect((await send(auth, agent.jar, `/admin/get-user?id=${victim.userId}`)).status).toBe(200);
    expect((await send(auth, agent.jar, '/admin/list-user-sessions', { body: { userId: victim.userId } })).status).toBe(200);
    const ban = await send(auth, agent.jar, '/admin/ban-user', { body: { userId: victim.userId } });
    expect(await errorOf(ban)).toMatchObject({ status: 403, code: 'YOU_ARE_NOT_ALLOWED_TO_BAN_USERS' });
    const promote = await send(auth, agent.jar, '/admin/set-role', { body: { userId: agent.userId, role: 'admin' } });
    expect(await errorOf(promote)).toMatchObject({ status: 403, code: 'YOU_ARE_NOT_ALLOWED_TO_CHANGE_USERS_ROLE' });
  });

  it('a user holding several roles may do what any of them grants', async () => {
    const banner = adminAccess.newRole({ user: ['ban'] });
    const lister = adminAccess.newRole({ user: ['list'] });
    const auth = createAdminAuth({ admin: { roles: { admin: adminRole, user: userRole, banner, lister } } });
    const { victim } = await victimAndMallory(auth);
    const both = await signInWithRole(auth, { email: 'both@example.com', role: 'banner,lister' });
    expect((await send(auth, both.jar, '/admin/list-users')).status).toBe(200);
    expect((await send(auth, both.jar, '/admin/ban-user', { body: { userId: victim.userId } })).status).toBe(200);
  });

  it('refuses at start a default or admin role that no role declares', () => {
    // @ts-expect-error the compiler refuses it too; a JavaScript caller meets the check at start
    expect(() => admin({ defaultRole: 'member' })).toThrow(/"member"/);
    expect(() => admin({ roles: { admin: adminRole }, adminRoles: ['admin'] })).toThrow(/"user"/);
    expect(() => admin({ impersonationSessionDuration: 0 })).toThrow(/impersonationSessionDuration/);
  });

  it('a role taken away ends admin access at the next request, even with the cookie cache on', async () => {
    const auth = createAdminAuth({ auth: { session: { cookieCache: { enabled: true, maxAge: 300 } } } });
    const root = await signInAdmin(auth);
    const other = await signInWithRole(auth, { email: 'other-admin@example.com', role: 'admin' });
    expect((await send(auth, other.jar, '/admin/list-users')).status).toBe(200);
    expect((await send(auth, root.jar, '/admin/set-role', { body: { userId: other.userId, role: 'user' } })).status).toBe(200);
    const after = await send(auth, other.jar, '/admin/list-users');
    expect(await errorOf(after)).toMatchObject({ status: 403, code: 'YOU_ARE_NOT_ALLOWED_TO_LIST_USERS' });
  });
});
