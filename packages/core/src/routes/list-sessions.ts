import { toPublicRecord } from '../db/public-record.js';
import { defineEndpoint } from '../endpoint/define-endpoint.js';
import { sessionMiddleware } from '../session/session-middleware.js';
import type { Session } from '../session/session-types.js';

/**
 * `GET /list-sessions`: the user's active sessions. Each `token` is the stored
 * token hash, which /revoke-session accepts; the token itself exists only in the
 * cookie of the device that holds it.
 */
export const listSessions = defineEndpoint({
  method: 'GET',
  path: '/list-sessions',
  use: [sessionMiddleware],
  meta: { noStore: true },
  handler: async (ctx): Promise<Session[]> => {
    const rows = await ctx.auth.db.findMany<Record<string, unknown> & { token: string }>({
      model: 'session',
      where: [
        { field: 'userId', value: ctx.session.user.id },
        { field: 'expiresAt', operator: 'gt', value: new Date() },
      ],
      sortBy: { field: 'createdAt', direction: 'desc' },
      limit: 1000,
    });
    return rows.map((row) => ({ ...toPublicRecord<Session>(ctx.auth.schema.session!, row), token: row.token }));
  },
});
