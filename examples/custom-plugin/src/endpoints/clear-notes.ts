import { defineEndpoint, sessionMiddleware } from 'latchkey/plugins';
import { notesRoutes } from '../routes.js';

/** `POST /notes/clear`: deletes every note of the signed-in user. A POST without a body. */
export const clearNotes = defineEndpoint({
  ...notesRoutes.clearNotes,
  use: [sessionMiddleware],
  handler: async (ctx): Promise<{ deleted: number }> => ({
    deleted: await ctx.auth.db.deleteMany({ model: 'note', where: [{ field: 'userId', value: ctx.session.user.id }] }),
  }),
});
