import { describe, expect, it } from 'vitest';
import type { LinkAccountInput } from './anonymous-options.js';
import {
  addNote,
  banGate,
  createAnonymousAuth,
  errorOf,
  moveNotes,
  notesOf,
  PASSWORD,
  send,
  signInAnonymously,
  signUp,
  userRow,
} from '@latchkey/test-utils/plugin-instances/anonymous';

const sessionUserId = async (auth: ReturnType<typeof createAnonymousAuth>, jar: Parameters<typeof send>[1]): Promise<string | null> =>
  ((await (await send(auth, jar, '/get-session')).json()) as { user: { id: string } } | null)?.user.id ?? null;

describe('linking an anonymous user on sign-up and sign-in', () => {
  it('a sign-up from an anonymous session moves the data and deletes the anonymous user', async () => {
    const seen: LinkAccountInput[] = [];
    const auth = createAnonymousAuth({ anonymous: { onLinkAccount: async (input) => (seen.push(input), moveNotes(input)) } });
    const { jar, user: visitor } = await signInAnonymously(auth);
    await addNote(auth, { userId: visitor.id, text: 'remember the milk' });
    const response = await send(auth, jar, '/sign-up/email', { body: { name: 'Ada', email: 'ada@example.com', password: PASSWORD } });
    expect(response.status).toBe(200);
    const { user } = (await response.json()) as { user: { id: string } };
    expect(seen.map(({ anonymousUser, newUser }) => [anonymousUser.id, newUser.id])).toEqual([[visitor.id, user.id]]);
    expect(seen[0]!.anonymousUser).toMatchObject({ isAnonymous: true });
    expect(await notesOf(auth, user.id)).toEqual(['remember the milk']);
    expect(await userRow(auth, visitor.id)).toBeNull();
    expect(await (await auth.$context).db.count({ model: 'session', where: [{ field: 'userId', value: visitor.id }] })).toBe(0);
    expect(await sessionUserId(auth, jar)).toBe(user.id);
  });

  it('20 sign-ins at once from one anonymous session link it exactly once', async () => {
    const seen: LinkAccountInput[] = [];
    const auth = createAnonymousAuth({ anonymous: { onLinkAccount: async (input) => (seen.push(input), moveNotes(input)) } });
    const ada = await signUp(auth, { email: 'ada@example.com' });
    const { jar, user: visitor } = await signInAnonymously(auth);
    await addNote(auth, { userId: visitor.id, text: 'remember the milk' });
    const body = { email: 'ada@example.com', password: PASSWORD };
    const answers = await Promise.all(Array.from({ length: 20 }, () => send(auth, jar, '/sign-in/email', { body })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(seen).toHaveLength(1);
    expect(await notesOf(auth, ada.userId)).toEqual(['remember the milk']);
    expect(await userRow(auth, visitor.id)).toBeNull();
  });

  it('a sign-in by email from an anonymous session links too; without onLinkAccount the anonymous user is still removed', async () => {
    const auth = createAnonymousAuth();
    const ada = await signUp(auth, { email: 'ada@example.com' });
    const { jar, user: visitor } = await signInAnonymously(auth);
    await addNote(auth, { userId: visitor.id, text: 'lost' });
    expect((await send(auth, jar, '/sign-in/email', { body: { email: 'ada@example.com', password: PASSWORD } })).status).toBe(200);
    expect(await userRow(auth, visitor.id)).toBeNull();
    expect(await notesOf(auth, visitor.id)).toEqual([]);
    expect(await sessionUserId(auth, jar)).toBe(ada.userId);
  });

  it('when onLinkAccount throws nothing moves, nothing is deleted, and the browser keeps its anonymous session', async () => {
    const auth = createAnonymousAuth({
      anonymous: {
        onLinkAccount: async (input) => {
          await moveNotes(input);
          throw new Error('storage is down');
        },
      },
    });
    await signUp(auth, { email: 'ada@example.com' });
    const { jar, user: visitor } = await signInAnonymously(auth);
    await addNote(auth, { userId: visitor.id, text: 'keep me' });
    const response = await send(auth, jar, '/sign-in/email', { body: { email: 'ada@example.com', password: PASSWORD } });
    expect(response.status).toBe(500);
    expect(await userRow(auth, visitor.id)).toMatchObject({ isAnonymous: true });
    expect(await notesOf(auth, visitor.id)).toEqual(['keep me']);
    expect(await sessionUserId(auth, jar)).toBe(visitor.id);
  });

  it('a refused sign-in (a banned user) links nothing', async () => {
    const auth = createAnonymousAuth({ anonymous: { onLinkAccount: moveNotes }, plugins: [banGate((user) => user.email === 'eve@example.com')] });
    const now = new Date();
    const ctx = await auth.$context;
    await ctx.db.create({ model: 'user', data: { id: 'eve', name: 'Eve', email: 'eve@example.com', emailVerified: true, createdAt: now, updatedAt: now } });
    await ctx.db.create({
      model: 'account',
      data: { id: 'eve-password', userId: 'eve', providerId: 'credential', accountId: 'eve', password: await ctx.password.hasher.hash(PASSWORD), createdAt: now, updatedAt: now },
    });
    const { jar, user: visitor } = await signInAnonymously(auth);
    await addNote(auth, { userId: visitor.id, text: 'mine' });
    const response = await send(auth, jar, '/sign-in/email', { body: { email: 'eve@example.com', password: PASSWORD } });
    expect(await errorOf(response)).toMatchObject({ status: 403, code: 'BANNED_USER' });
    expect(await notesOf(auth, 'eve')).toEqual([]);
    expect(await userRow(auth, visitor.id)).not.toBeNull();
  });

  it('a sign-in without an anonymous session touches no other user', async () => {
    let calls = 0;
    const auth = createAnonymousAuth({ anonymous: { onLinkAccount: () => void calls++ } });
    await signInAnonymously(auth);
    const ada = await signUp(auth, { email: 'ada@example.com' });
    await send(auth, ada.jar, '/sign-in/email', { body: { email: 'ada@example.com', password: PASSWORD } });
    expect(calls).toBe(0);
    expect(await (await auth.$context).db.count({ model: 'user' })).toBe(2);
  });
});
