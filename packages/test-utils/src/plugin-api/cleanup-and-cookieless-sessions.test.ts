// Plugins' share of the cleanup, sessions issued without cookies, and sign-in
// failures counted by a plugin, through latchkey/plugins alone.
import { describe, expect, it } from 'vitest';
import { checkPassword, defineEndpoint, definePlugin, issueSession, findUserByEmail, recordSignInFailure } from 'latchkey/plugins';
import { PASSWORD, signUp } from '../account-kit.js';
import { createTestAuth, request } from '../test-instance.js';

/** Deletes the notes marked stale and says how many. */
const staleNotes = definePlugin({
  id: 'stale-notes',
  schema: { note: { fields: { stale: { type: 'boolean' } } } },
  cleanup: async (auth) => ({ notes: await auth.db.deleteMany({ model: 'note', where: [{ field: 'stale', value: true }] }) }),
});

describe('plugin cleanup', () => {
  it('runs after the expired rows, with its counts under the plugin id', async () => {
    const auth = createTestAuth({ plugins: [staleNotes] });
    const ctx = await auth.$context;
    for (const [id, stale] of [['n1', true], ['n2', false]] as const) await ctx.db.create({ model: 'note', data: { id, stale } });
    expect(await auth.api.cleanup()).toMatchObject({ sessions: 0, plugins: { 'stale-notes': { notes: 1 } } });
    expect((await ctx.db.findMany<{ id: string }>({ model: 'note' })).map((note) => note.id)).toEqual(['n2']);
  });
});

const handOver = definePlugin({
  id: 'hand-over',
  endpoints: {
    handOver: defineEndpoint({
      method: 'POST',
      path: '/hand-over',
      handler: async (ctx) => {
        const user = await findUserByEmail(ctx.auth, 'ada@example.com');
        const issued = await issueSession(ctx, { user: user!, method: 'hand-over', cookies: false });
        return { token: issued.kind === 'session' ? issued.token : null };
      },
    }),
  },
});

describe('issueSession without cookies', () => {
  it('creates the session and answers its token, but sets no cookie', async () => {
    const auth = createTestAuth({ plugins: [handOver] });
    await signUp(auth, { email: 'ada@example.com' });
    const response = await auth.handler(request('/hand-over', { body: {} }));
    const { token } = (await response.json()) as { token: string };
    expect(token).toMatch(/.{20,}/);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await (await auth.$context).db.count({ model: 'session' })).toBe(2);
  });
});

describe('recordSignInFailure', () => {
  it('locks an identifier that has no account exactly like a wrong password locks a real one', async () => {
    const auth = createTestAuth({ emailAndPassword: { enabled: true, maxFailedAttempts: 3 } });
    const ctx = await auth.$context;
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(await checkPassword(ctx, { account: null, email: 'username:ghost', password: PASSWORD })).toBe('no-password');
      await recordSignInFailure(ctx, 'username:ghost');
    }
    await expect(checkPassword(ctx, { account: null, email: 'username:ghost', password: PASSWORD })).rejects.toMatchObject({
      code: 'TOO_MANY_FAILED_ATTEMPTS',
    });
  });
});
