import { defineClientPlugin } from '@latchkey/client';
// Types only: the browser bundle carries none of the server half.
import type { AuditLogPlugin } from './audit-log.js';
import { auditLogRoutes } from './routes.js';

/**
 * The client half: types `client.securityActivity()`, the signed-in user's
 * own security events a page at a time.
 *
 * @example
 * const client = createAuthClient<typeof auth>({ plugins: [auditLogClient()] });
 * const { data } = await client.securityActivity({ query: { limit: 20 } });
 */
export function auditLogClient() {
  return defineClientPlugin({ id: 'audit-log', $InferServerPlugin: {} as AuditLogPlugin, routes: auditLogRoutes });
}
