import { describe, expect, it } from 'vitest';
import { addNote, createAnonymousAuth, errorOf, notesOf, send, signInAnonymously, signUp, userRow } from '@latchkey/test-utils/plugin-instances/anonymous';

describe('POST /delete-anonymous-user', () => {
  it('deletes the anonymous user, its sessions and its rows, and clears the cookie', async () => {
    const auth = createAnonymousAuth();
    const { jar, user } = await signInAnonymously(auth);
    await addNote(auth, { userId: user.id, text: 'draft' });
    const response = await send(auth, jar, '/delete-anonymous-user', { method: 'POST' });
    expect(await response.json()).toEqual({ success: true });
    expect(await userRow(auth, user.id)).toBeNull();
    expect(await notesOf(auth, user.id)).toEqual([]);
    expect(await (await auth.$context).db.count({ model: 'session', where: [{ field: 'userId', value: user.id }] })).toBe(0);
    expect(await (await send(auth, jar, '/get-session')).json()).toBeNull();
  });

  it('refuses a real account with 400 and needs a session', async () => {
    const auth = createAnonymousAuth();
    const ada = await signUp(auth, { email: 'ada@example.com' });
    expect(await errorOf(await send(auth, ada.jar, '/delete-anonymous-user', { method: 'POST' }))).toEqual({
      status: 400,
      code: 'USER_IS_NOT_ANONYMOUS',
      message: 'User is not anonymous',
    });
    expect(await userRow(auth, ada.userId)).not.toBeNull();
    expect((await send(auth, null, '/delete-anonymous-user', { method: 'POST' })).status).toBe(401);
  });
});
