// The admin plugin's events, through its routes: each action once, with the acting admin.
import { describe, expect, it } from 'vitest';
import { eventRecorder } from '@latchkey/test-utils/event-recorder';
import { createAdminAuth, PASSWORD, send, signInAdmin, signUp } from '@latchkey/test-utils/plugin-instances/admin';

async function setup() {
  const recorder = eventRecorder();
  const auth = createAdminAuth({ auth: { onEvent: recorder.onEvent, waitUntil: recorder.waitUntil } });
  const root = await signInAdmin(auth);
  const user = await signUp(auth, { email: 'ada@example.com' });
  await recorder.clear();
  return { auth, recorder, root, user };
}

describe('admin events', () => {
  it('each admin action once, acted by the admin on the user', async () => {
    const { auth, recorder, root, user } = await setup();
    const userId = user.userId;
    await send(auth, root.jar, '/admin/create-user', { body: { email: 'new@example.com', password: 'a fresh long password', name: 'New' } });
    await send(auth, root.jar, '/admin/update-user', { body: { userId, data: { name: 'Ada L.' } } });
    await send(auth, root.jar, '/admin/set-role', { body: { userId, role: 'admin' } });
    await send(auth, root.jar, '/admin/set-role', { body: { userId, role: 'user' } });
    await send(auth, root.jar, '/admin/ban-user', { body: { userId, banReason: 'spam' } });
    await send(auth, null, '/sign-in/email', { body: { email: 'ada@example.com', password: PASSWORD } });
    await send(auth, root.jar, '/admin/unban-user', { body: { userId } });
    await send(auth, root.jar, '/admin/set-user-password', { body: { userId, newPassword: 'another long password' } });
    await send(auth, root.jar, '/admin/revoke-user-sessions', { body: { userId } });
    await send(auth, root.jar, '/admin/remove-user', { body: { userId } });
    await recorder.settle();
    const events = recorder.events.filter((e) => e.type !== 'sign-in.failed');
    expect(events.map((e) => e.type)).toEqual([
      'admin.user-created',
      'admin.user-updated',
      'admin.role-set',
      'admin.role-set',
      'admin.user-banned',
      'admin.user-unbanned',
      'admin.password-set',
      'session.revoked',
      'admin.user-removed',
    ]);
    for (const event of events) expect(event.actor).toEqual({ type: 'admin', id: root.userId });
    expect(events.slice(1).every((e) => e.userId === userId)).toBe(true);
    expect(events[4]!.detail).toMatchObject({ reason: 'spam' });
    expect(events[7]!.detail).toEqual({ cause: 'admin', scope: 'all' });
    expect(JSON.stringify(recorder.events)).not.toContain('another long password');
    // The banned user's attempt is refused at session creation, with a reason that says so.
    expect(await recorder.of('sign-in.failed')).toMatchObject([{ userId, detail: { reason: 'refused' } }]);
  });

  it('impersonation: started and stopped by the admin, and what happens meanwhile is acted by the admin', async () => {
    const { auth, recorder, root, user } = await setup();
    await send(auth, root.jar, '/admin/impersonate-user', { body: { userId: user.userId } });
    await send(auth, root.jar, '/revoke-other-sessions', { method: 'POST' });
    await send(auth, root.jar, '/admin/stop-impersonating', { method: 'POST' });
    await recorder.settle();
    expect(recorder.events.map((e) => [e.type, e.userId, e.actor.type, e.actor.id])).toEqual([
      ['sign-in.succeeded', user.userId, 'admin', root.userId],
      ['admin.impersonation-started', user.userId, 'admin', root.userId],
      ['session.revoked', user.userId, 'admin', root.userId],
      ['admin.impersonation-stopped', user.userId, 'admin', root.userId],
    ]);
    expect(recorder.events[0]!.method).toBe('impersonation');
  });
});
