import { defineEndpoint, lazySchema, sessionMiddleware } from 'latchkey/plugins';
import { auditLogKey } from '../audit-log-options.js';
import { pageInput } from '../page-input.js';
import { queryEvents, type SecurityEventPage } from '../query-events.js';
import { auditLogRoutes } from '../routes.js';

/**
 * `GET /security-activity`: the signed-in user's own recent security events,
 * newest first, a page at a time (`limit`, `cursor` = the previous answer's
 * `nextCursor`). What an administrator did to or as the user (an
 * impersonation, a ban) is there too, with the admin as actor.
 */
export const securityActivity = defineEndpoint({
  ...auditLogRoutes.securityActivity,
  query: lazySchema((z) => z.object(pageInput(z))),
  use: [sessionMiddleware],
  meta: { noStore: true },
  handler: async (ctx): Promise<SecurityEventPage> => {
    const { maxPageSize } = auditLogKey.options(ctx.auth);
    const limit = Math.min(ctx.query.limit ?? 20, maxPageSize);
    return queryEvents(ctx.auth, { filter: { userId: ctx.session.user.id }, limit, cursor: ctx.query.cursor });
  },
});
