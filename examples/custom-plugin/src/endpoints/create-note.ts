import { AuthError, defineEndpoint, lazySchema, sessionMiddleware } from 'latchkey/plugins';
import { NOTES_ERROR_CODES } from '../error-codes.js';
import { notesKey } from '../notes-options.js';
import { notesRoutes } from '../routes.js';
import type { NoteRow } from '../schema.js';

/** `POST /notes/create`: a note of the signed-in user, up to the configured number. */
export const createNote = defineEndpoint({
  ...notesRoutes.createNote,
  body: lazySchema((z) => z.object({ text: z.string().min(1).max(500) })),
  use: [sessionMiddleware], // ctx.session = { session, user, token }, or 401
  handler: async (ctx): Promise<NoteRow> => {
    const userId = ctx.session.user.id; // identity from the session, never from the body
    const { maxNotes } = notesKey.options(ctx.auth);
    if ((await ctx.auth.db.count({ model: 'note', where: [{ field: 'userId', value: userId }] })) >= maxNotes) {
      throw AuthError.of(NOTES_ERROR_CODES, 'NOTE_LIMIT_REACHED');
    }
    const note = { id: ctx.auth.generateId(), userId, text: ctx.body.text, createdAt: new Date() };
    await ctx.auth.db.create({ model: 'note', data: note });
    return note;
  },
});
