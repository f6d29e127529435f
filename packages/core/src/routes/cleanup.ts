import { runCleanup, type CleanupResult } from '../context/run-cleanup.js';
import { defineEndpoint } from '../endpoint/define-endpoint.js';
import { coreRoutes } from './core-routes.js';

/**
 * `auth.api.cleanup()` (server only): deletes expired sessions, expired tokens and
 * stale rate-limit rows, then runs each plugin's `cleanup`. Read paths never delete
 * in bulk; run this from a job, the `latchkey cleanup` command, or the
 * `cleanup.intervalSeconds` option.
 */
export const cleanup = defineEndpoint({
  ...coreRoutes.cleanup,
  meta: { serverOnly: true },
  handler: (ctx): Promise<CleanupResult> => runCleanup(ctx.auth),
});
