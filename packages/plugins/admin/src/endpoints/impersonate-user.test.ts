import { describe, expect, it, vi } from 'vitest';
import {
  ADMIN_EMAIL,
  createAdminAuth,
  errorOf,
  PASSWORD,
  send,
  sessionCount,
  sessionOf,
  signInAdmin,
  signIn,
  signInWithRole,
  signUp,
  type AdminAuth,
  type Jar,
} from '@latchkey/test-utils/plugin-instances/admin';

/** An admin impersonating a fresh user; the admin's jar now holds the impersonation session. */
async function impersonating(auth: AdminAuth) {
  const root = await signInAdmin(auth);
  const eve = await signUp(auth, { email: 'eve@example.com', name: 'Eve' });
  const response = await send(auth, root.jar, '/admin/impersonate-user', { body: { userId: eve.userId } });
  expect(response.status).toBe(200);
  return { root, eve, answer: (await response.json()) as { session: Record<string, unknown>; user: Record<string, unknown> } };
}

const stop = (auth: AdminAuth, jar: Jar) => send(auth, jar, '/admin/stop-impersonating', { method: 'POST' });

describe('POST /admin/impersonate-user and /admin/stop-impersonating', () => {
  it.each([false, true])('switches to a one-hour session marked impersonatedBy, and stop puts the admin session back (cookie cache %s)', async (cached) => {
    const auth = createAdminAuth({ auth: { session: { cookieCache: { enabled: cached, maxAge: 300 } } } });
    const { root, eve, answer } = await impersonating(auth);
    expect(answer.user).toMatchObject({ id: eve.userId, email: 'eve@example.com' });
    expect(answer.session).toMatchObject({ userId: eve.userId, impersonatedBy: root.userId });
    const lifetime = new Date(answer.session.expiresAt as string).getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(3590_000);
    expect(lifetime).toBeLessThanOrEqual(3600_000);
    expect(root.jar.get('latchkey.admin_session')).toBeTruthy();
    expect((await sessionOf(auth, root.jar))?.user.id).toBe(eve.userId);

    const response = await stop(auth, root.jar);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ user: { id: root.userId }, session: { userId: root.userId } });
    expect(root.jar.get('latchkey.admin_session')).toBeUndefined();
    expect((await sessionOf(auth, root.jar))?.user.id).toBe(root.userId);
    // The impersonation session is gone; eve's own session is untouched.
    expect(await sessionCount(auth, eve.userId)).toBe(1);
    expect((await sessionOf(auth, eve.jar))?.user.id).toBe(eve.userId);
  });

  it('the admin cookie is signed: a forged one is refused and the impersonation session stays', async () => {
    const auth = createAdminAuth();
    const { root, eve } = await impersonating(auth);
    const forged = { ...root.jar, header: () => root.jar.header().replace(/latchkey\.admin_session=[^;]+/, 'latchkey.admin_session=r%3Aforged.sig') };
    expect(await errorOf(await stop(auth, forged))).toMatchObject({ status: 400, code: 'ADMIN_SESSION_NOT_FOUND' });
    expect((await sessionOf(auth, root.jar))?.user.id).toBe(eve.userId);
  });

  it('an admin session signed out meanwhile is not restored', async () => {
    const auth = createAdminAuth();
    const { root } = await impersonating(auth);
    const ctx = await auth.$context;
    await ctx.db.deleteMany({ model: 'session', where: [{ field: 'userId', value: root.userId }] });
    expect(await errorOf(await stop(auth, root.jar))).toMatchObject({ status: 400, code: 'ADMIN_SESSION_NOT_FOUND' });
  });

  it('admins cannot be impersonated unless allowImpersonatingAdmins', async () => {
    const auth = createAdminAuth();
    const root = await signInAdmin(auth);
    const other = await signInWithRole(auth, { email: 'other@example.com', role: 'admin' });
    const response = await send(auth, root.jar, '/admin/impersonate-user', { body: { userId: other.userId } });
    expect(await errorOf(response)).toMatchObject({ status: 403, code: 'YOU_CANNOT_IMPERSONATE_ADMINS' });
    expect((await sessionOf(auth, root.jar))?.user.id).toBe(root.userId);

    const allowing = createAdminAuth({ admin: { allowImpersonatingAdmins: true } });
    const boss = await signInAdmin(allowing);
    const peer = await signInWithRole(allowing, { email: 'peer@example.com', role: 'admin' });
    expect((await send(allowing, boss.jar, '/admin/impersonate-user', { body: { userId: peer.userId } })).status).toBe(200);
  });

  it('impersonation chain: an impersonation session cannot impersonate again', async () => {
    const auth = createAdminAuth({ admin: { allowImpersonatingAdmins: true } });
    const root = await signInAdmin(auth);
    const other = await signInWithRole(auth, { email: 'other@example.com', role: 'admin' });
    const eve = await signUp(auth, { email: 'eve@example.com' });
    await send(auth, root.jar, '/admin/impersonate-user', { body: { userId: other.userId } });
    const again = await send(auth, root.jar, '/admin/impersonate-user', { body: { userId: eve.userId } });
    expect(await errorOf(again)).toMatchObject({ status: 403, code: 'IMPERSONATION_NOT_ALLOWED' });
  });

  it('durable credential: an impersonation session cannot change the password, link an account or delete the user', async () => {
    const auth = createAdminAuth();
    const { root } = await impersonating(auth);
    const attempts = [
      { path: '/change-password', body: { currentPassword: PASSWORD, newPassword: 'a brand new password' } },
      { path: '/change-email', body: { newEmail: 'mine@example.com' } },
      { path: '/link-social', body: { provider: 'github' } },
      { path: '/unlink-account', body: { providerId: 'credential' } },
      { path: '/delete-user', body: { password: PASSWORD } },
    ];
    for (const attempt of attempts) {
      const response = await send(auth, root.jar, attempt.path, { body: attempt.body });
      expect({ path: attempt.path, ...(await errorOf(response)) }).toMatchObject({ path: attempt.path, status: 403, code: 'IMPERSONATION_NOT_ALLOWED' });
    }
  });

  it('durable credential: set-password through auth.api with the impersonation cookies is refused', async () => {
    const auth = createAdminAuth();
    const root = await signInAdmin(auth);
    const { user } = await auth.api.createUser({ body: { email: 'social@example.com', name: 'No Password' } });
    await send(auth, root.jar, '/admin/impersonate-user', { body: { userId: user.id } });
    const call = auth.api.setPassword({ body: { newPassword: 'a brand new password' }, headers: { cookie: root.jar.header() } });
    await expect(call).rejects.toMatchObject({ code: 'IMPERSONATION_NOT_ALLOWED' });
    const ctx = await auth.$context;
    expect(await ctx.db.count({ model: 'account', where: [{ field: 'userId', value: user.id }] })).toBe(0);
  });

  it('an impersonation session ends after its lifetime even if a refresh extended the row', async () => {
    const auth = createAdminAuth({ admin: { impersonationSessionDuration: 60 }, auth: { session: { updateAge: 1 } } });
    const { root } = await impersonating(auth);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 30_000);
      expect(await sessionOf(auth, root.jar)).not.toBeNull();
      vi.setSystemTime(Date.now() + 45_000);
      expect(await sessionOf(auth, root.jar)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('hides the impersonation session from the target’s /list-sessions, as the established API does; admins still see and revoke it', async () => {
    const auth = createAdminAuth();
    const { root, eve, answer } = await impersonating(auth);
    const listed = async (jar: Jar) => ((await (await send(auth, jar, '/list-sessions')).json()) as { id: string; impersonatedBy?: string | null }[]);
    const own = await listed(eve.jar);
    expect(own).toHaveLength(1);
    expect(own[0]?.impersonatedBy ?? null).toBeNull();
    // The impersonating admin's own request still lists the session it is using.
    expect((await listed(root.jar)).map((session) => session.id)).toContain(answer.session.id);
    const admin = await signIn(auth, { email: ADMIN_EMAIL });
    const forAdmins = (await (await send(auth, admin, '/admin/list-user-sessions', { body: { userId: eve.userId } })).json()) as { sessions: { id: string }[] };
    expect(forAdmins.sessions.map((session) => session.id)).toContain(answer.session.id);
  });

  it('the target signing out everywhere else ends the hidden impersonation session too', async () => {
    const auth = createAdminAuth();
    const { root, eve } = await impersonating(auth);
    expect((await send(auth, eve.jar, '/revoke-other-sessions', { method: 'POST' })).status).toBe(200);
    expect(await sessionOf(auth, root.jar)).toBeNull();
    expect((await sessionOf(auth, eve.jar))?.user.id).toBe(eve.userId);
  });

  it('a missing user answers 404', async () => {
    const auth = createAdminAuth();
    const root = await signInAdmin(auth);
    const response = await send(auth, root.jar, '/admin/impersonate-user', { body: { userId: 'nobody' } });
    expect(await errorOf(response)).toMatchObject({ status: 404, code: 'USER_NOT_FOUND' });
  });
});
