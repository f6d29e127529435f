import type { RouteTable } from 'latchkey/routes';

/**
 * The routes of the device authorization plugin: each endpoint's method and path, declared once. The
 * endpoints spread their entry into their definition, and the client reads
 * the same table to send each call with its route's method (a POST route is
 * posted even without a body), so the two cannot drift apart. Plain data:
 * the browser bundle carries nothing of the server.
 */
export const deviceAuthorizationRoutes = {
  deviceVerify: { method: 'GET', path: '/device' },
  deviceApprove: { method: 'POST', path: '/device/approve' },
  deviceCode: { method: 'POST', path: '/device/code' },
  deviceDeny: { method: 'POST', path: '/device/deny' },
  deviceToken: { method: 'POST', path: '/device/token' },
} as const satisfies RouteTable;
