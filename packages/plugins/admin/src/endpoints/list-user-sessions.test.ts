import { describe, expect, it } from 'vitest';
import { createAdminAuth, errorOf, send, sessionOf, signIn, signInAdmin, signUp } from '@latchkey/test-utils/plugin-instances/admin';

type Listed = { sessions: { id: string; token: string; userId: string }[] };

describe('user sessions: list-user-sessions, revoke-user-session, revoke-user-sessions', () => {
  it('lists a user\'s sessions with their token hashes, and revokes one by that hash', async () => {
    const auth = createAdminAuth({ auth: { session: { cookieCache: { enabled: true, maxAge: 300 } } } });
    const root = await signInAdmin(auth);
    const eve = await signUp(auth, { email: 'eve@example.com' });
    const laptop = await signIn(auth, { email: 'eve@example.com' });
    await sessionOf(auth, laptop);
    const listed = (await (await send(auth, root.jar, '/admin/list-user-sessions', { body: { userId: eve.userId } })).json()) as Listed;
    expect(listed.sessions).toHaveLength(2);
    expect(listed.sessions.every((session) => session.userId === eve.userId)).toBe(true);
    const laptopSession = listed.sessions[0]!;
    const revoke = await send(auth, root.jar, '/admin/revoke-user-session', { body: { sessionToken: laptopSession.token } });
    expect(await revoke.json()).toEqual({ success: true });
    expect(await sessionOf(auth, laptop)).toBeNull();
    expect(await sessionOf(auth, eve.jar)).not.toBeNull();
  });

  it('revokes a session named by its token itself, and answers success for an unknown one', async () => {
    const auth = createAdminAuth();
    const root = await signInAdmin(auth);
    const eve = await signUp(auth, { email: 'eve@example.com' });
    const token = decodeURIComponent(eve.jar.get('latchkey.session_token') ?? '').split('.')[0]!;
    expect((await send(auth, root.jar, '/admin/revoke-user-session', { body: { sessionToken: token } })).status).toBe(200);
    expect(await sessionOf(auth, eve.jar)).toBeNull();
    expect(await (await send(auth, root.jar, '/admin/revoke-user-session', { body: { sessionToken: 'unknown' } })).json()).toEqual({ success: true });
  });

  it('revokes every session of a user at once, cached copies included', async () => {
    const auth = createAdminAuth({ auth: { session: { cookieCache: { enabled: true, maxAge: 300 } } } });
    const root = await signInAdmin(auth);
    const eve = await signUp(auth, { email: 'eve@example.com' });
    const laptop = await signIn(auth, { email: 'eve@example.com' });
    await sessionOf(auth, eve.jar);
    const response = await send(auth, root.jar, '/admin/revoke-user-sessions', { body: { userId: eve.userId } });
    expect(await response.json()).toEqual({ success: true });
    expect(await sessionOf(auth, eve.jar)).toBeNull();
    expect(await sessionOf(auth, laptop)).toBeNull();
    const listed = (await (await send(auth, root.jar, '/admin/list-user-sessions', { body: { userId: eve.userId } })).json()) as Listed;
    expect(listed.sessions).toEqual([]);
  });

  it('needs session permissions: a role with user actions only is refused', async () => {
    const auth = createAdminAuth();
    const eve = await signUp(auth, { email: 'eve@example.com' });
    const response = await send(auth, eve.jar, '/admin/revoke-user-sessions', { body: { userId: eve.userId } });
    expect(await errorOf(response)).toMatchObject({ status: 403, code: 'YOU_ARE_NOT_ALLOWED_TO_REVOKE_USERS_SESSIONS' });
  });
});
