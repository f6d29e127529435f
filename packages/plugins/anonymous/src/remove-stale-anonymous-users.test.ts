import { describe, expect, it } from 'vitest';
import { addNote, createAnonymousAuth, notesOf, signInAnonymously, signUp, userRow } from '@latchkey/test-utils/plugin-instances/anonymous';

describe('cleanup of stale anonymous users', () => {
  it('removes old anonymous users whose sessions are gone, and keeps young, live and real ones', async () => {
    const auth = createAnonymousAuth({ anonymous: { staleAfterSeconds: 3600 } });
    const ctx = await auth.$context;
    const longAgo = new Date(Date.now() - 2 * 3600_000);
    const stale = await signInAnonymously(auth);
    const live = await signInAnonymously(auth);
    const young = await signInAnonymously(auth);
    const real = await signUp(auth, { email: 'ada@example.com' });
    await addNote(auth, { userId: stale.user.id, text: 'forgotten' });
    for (const id of [stale.user.id, live.user.id, real.userId]) {
      await ctx.db.update({ model: 'user', where: [{ field: 'id', value: id }], update: { createdAt: longAgo } });
    }
    for (const id of [stale.user.id, young.user.id, real.userId]) {
      await ctx.db.updateMany({ model: 'session', where: [{ field: 'userId', value: id }], update: { expiresAt: new Date(Date.now() - 1000) } });
    }
    const result = await auth.api.cleanup();
    expect(result).toMatchObject({ sessions: 3, plugins: { anonymous: { users: 1 } } });
    expect(await userRow(auth, stale.user.id)).toBeNull();
    expect(await notesOf(auth, stale.user.id)).toEqual([]);
    for (const id of [live.user.id, young.user.id, real.userId]) expect(await userRow(auth, id)).not.toBeNull();
  });

  it('refuses a staleness shorter than a minute', () => {
    expect(() => createAnonymousAuth({ anonymous: { staleAfterSeconds: 5 } })).toThrow(/staleAfterSeconds/);
  });
});
