import { deleteExpired, type DeleteExpiredResult } from '../db/migrate/delete-expired.js';
import { defineEndpoint } from '../endpoint/define-endpoint.js';

/**
 * `auth.api.cleanup()` (server only): deletes expired sessions, expired tokens and
 * stale rate-limit rows. Read paths never delete in bulk; run this from a job, the
 * `latchkey cleanup` command, or the `cleanup.intervalSeconds` option.
 */
export const cleanup = defineEndpoint({
  method: 'POST',
  path: '/cleanup',
  meta: { serverOnly: true },
  handler: (ctx): Promise<DeleteExpiredResult> => deleteExpired({ adapter: ctx.auth.db, schema: ctx.auth.schema }),
});
