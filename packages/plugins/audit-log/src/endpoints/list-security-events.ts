import { defineEndpoint, lazySchema } from 'latchkey/plugins';
import { pageInput } from '../page-input.js';
import { queryEvents, type SecurityEventPage } from '../query-events.js';
import { auditLogRoutes } from '../routes.js';

const id = (z: Parameters<typeof pageInput>[0]) => z.string().min(1).max(255).optional();

/**
 * `auth.api.listSecurityEvents` (server only): every stored event, newest
 * first, filtered by user, organization, type, actor, IP and time range, a
 * page at a time. Server only, so the app decides who may read the log (its
 * admin pages) before calling it.
 */
export const listSecurityEvents = defineEndpoint({
  ...auditLogRoutes.listSecurityEvents,
  query: lazySchema((z) => z.object({
    ...pageInput(z),
    userId: id(z),
    organizationId: id(z),
    type: z.string().min(1).max(100).optional(),
    actorId: id(z),
    ip: z.string().min(1).max(64).optional(),
    from: z.coerce.date().optional(),
    to: z.coerce.date().optional(),
  })),
  meta: { serverOnly: true },
  handler: async (ctx): Promise<SecurityEventPage> => {
    const { limit, cursor, ...filter } = ctx.query;
    return queryEvents(ctx.auth, { filter, limit: limit ?? 50, cursor });
  },
});
