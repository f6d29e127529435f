// A plugin written only against Latchkey's public API, as an app developer would:
// a table, two endpoints, a before-hook and error codes.
import { z } from 'zod';
import { AuthError, defineEndpoint, defineErrorCodes, definePlugin, sessionMiddleware } from 'latchkey/plugins';

export const NOTES_ERROR_CODES = defineErrorCodes({
  DOMAIN_BLOCKED: { status: 'FORBIDDEN', message: 'Sign-ups from this domain are not accepted' },
  NOTE_LIMIT_REACHED: { status: 'BAD_REQUEST', message: 'You have too many notes' },
});

const createNote = defineEndpoint({
  method: 'POST',
  path: '/notes/create',
  body: z.object({ text: z.string().min(1).max(500) }),
  use: [sessionMiddleware],
  handler: async (ctx): Promise<{ id: string; text: string }> => {
    const userId = ctx.session.user.id;
    const count = await ctx.auth.db.count({ model: 'note', where: [{ field: 'userId', value: userId }] });
    if (count >= 3) throw AuthError.of(NOTES_ERROR_CODES, 'NOTE_LIMIT_REACHED');
    const note = await ctx.auth.db.create<{ id: string; text: string }>({
      model: 'note',
      data: { id: ctx.auth.generateId(), userId, text: ctx.body.text, createdAt: new Date() },
    });
    return { id: note.id, text: note.text };
  },
});

const listNotes = defineEndpoint({
  method: 'GET',
  path: '/notes/list',
  use: [sessionMiddleware],
  handler: async (ctx): Promise<{ id: string; text: string }[]> => {
    const rows = await ctx.auth.db.findMany<{ id: string; text: string }>({
      model: 'note',
      where: [{ field: 'userId', value: ctx.session.user.id }],
      sortBy: { field: 'createdAt', direction: 'asc' },
    });
    return rows.map(({ id, text }) => ({ id, text }));
  },
});

/** Notes per user, and a sign-up guard refusing one domain. */
export function notesPlugin(options: { blockedDomain: string }) {
  return definePlugin({
    id: 'notes',
    schema: {
      note: {
        fields: {
          userId: { type: 'string', index: true, references: { model: 'user', field: 'id', onDelete: 'cascade' } },
          text: { type: 'string' },
          createdAt: { type: 'date' },
        },
      },
    },
    endpoints: { createNote, listNotes },
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === '/sign-up/email',
          handler: (ctx) => {
            const email = (ctx.body as { email: string }).email;
            if (email.endsWith(`@${options.blockedDomain}`)) throw AuthError.of(NOTES_ERROR_CODES, 'DOMAIN_BLOCKED');
          },
        },
      ],
    },
    errorCodes: NOTES_ERROR_CODES,
  });
}
