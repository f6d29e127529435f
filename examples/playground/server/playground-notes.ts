import { defineEndpoint, definePlugin, lazySchema, sessionMiddleware } from 'latchkey/plugins';
import type { LinkAccountInput } from '@latchkey/anonymous';
import { playgroundNotesRoutes } from './playground-notes-routes.js';

/**
 * A playground-only table: one short note per person, so trying the app
 * without an account leaves something worth keeping. Deleting the user
 * deletes their note.
 */
export const playgroundNotes = definePlugin({
  id: 'playground-notes',
  schema: {
    playgroundNote: {
      fields: {
        userId: { type: 'string', index: true, references: { model: 'user', field: 'id', onDelete: 'cascade' } },
        text: { type: 'string', maxLength: 500 },
        updatedAt: { type: 'date' },
      },
    },
  },
  endpoints: {
    playgroundNote: defineEndpoint({
      ...playgroundNotesRoutes.playgroundNote,
      use: [sessionMiddleware],
      meta: { noStore: true },
      handler: async (ctx): Promise<{ text: string | null }> => {
        const rows = await ctx.auth.db.findMany<{ text: string }>({
          model: 'playgroundNote',
          where: [{ field: 'userId', value: ctx.session.user.id }],
          sortBy: { field: 'updatedAt', direction: 'desc' },
          limit: 1,
        });
        return { text: rows[0]?.text ?? null };
      },
    }),
    savePlaygroundNote: defineEndpoint({
      ...playgroundNotesRoutes.savePlaygroundNote,
      body: lazySchema((z) => z.object({ text: z.string().trim().max(500) })),
      use: [sessionMiddleware],
      handler: async (ctx): Promise<{ text: string }> => {
        const userId = ctx.session.user.id;
        await ctx.auth.db.transaction(async (db) => {
          await db.deleteMany({ model: 'playgroundNote', where: [{ field: 'userId', value: userId }] });
          await db.create({ model: 'playgroundNote', data: { id: ctx.auth.generateId(), userId, text: ctx.body.text, updatedAt: new Date() } });
        });
        return { text: ctx.body.text };
      },
    }),
  },
});

export type PlaygroundNotesPlugin = typeof playgroundNotes;

/**
 * What the playground does when someone who tried it anonymously signs up or
 * in: their note moves to the real account, replacing one it already had only
 * when they wrote something.
 */
export async function moveNote({ anonymousUser, newUser, db }: LinkAccountInput): Promise<void> {
  const kept = await db.count({ model: 'playgroundNote', where: [{ field: 'userId', value: anonymousUser.id }] });
  if (kept === 0) return;
  await db.deleteMany({ model: 'playgroundNote', where: [{ field: 'userId', value: newUser.id }] });
  await db.updateMany({ model: 'playgroundNote', where: [{ field: 'userId', value: anonymousUser.id }], update: { userId: newUser.id } });
}
