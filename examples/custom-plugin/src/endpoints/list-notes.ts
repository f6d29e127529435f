import { defineEndpoint, sessionMiddleware } from 'latchkey/plugins';
import { notesRoutes } from '../routes.js';
import type { NoteRow } from '../schema.js';

/** `GET /notes/list`: the signed-in user's notes, oldest first. */
export const listNotes = defineEndpoint({
  ...notesRoutes.listNotes,
  use: [sessionMiddleware],
  meta: { noStore: true },
  handler: (ctx): Promise<NoteRow[]> =>
    ctx.auth.db.findMany<NoteRow>({
      model: 'note',
      where: [{ field: 'userId', value: ctx.session.user.id }],
      sortBy: { field: 'createdAt', direction: 'asc' },
    }),
});
