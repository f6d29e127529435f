import type { RouteTable } from 'latchkey/routes';

/**
 * The routes of the audit log: each endpoint's method and path, declared
 * once. The endpoints spread their entry into their definition, and the client
 * reads the same table to send each call with its route's method. Plain data:
 * the browser bundle carries nothing of the server.
 */
export const auditLogRoutes = {
  listSecurityEvents: { method: 'GET', path: '/security-events' },
  securityActivity: { method: 'GET', path: '/security-activity' },
} as const satisfies RouteTable;
