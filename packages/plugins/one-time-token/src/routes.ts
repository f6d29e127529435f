import type { RouteTable } from 'latchkey/routes';

/**
 * The routes of the one time token plugin: each endpoint's method and path, declared once. The
 * endpoints spread their entry into their definition, and the client reads
 * the same table to send each call with its route's method (a POST route is
 * posted even without a body), so the two cannot drift apart. Plain data:
 * the browser bundle carries nothing of the server.
 */
export const oneTimeTokenRoutes = {
  generateOneTimeToken: { method: 'GET', path: '/one-time-token/generate' },
  verifyOneTimeToken: { method: 'POST', path: '/one-time-token/verify' },
} as const satisfies RouteTable;
