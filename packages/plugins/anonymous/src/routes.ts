import type { RouteTable } from 'latchkey/routes';

/**
 * The routes of the anonymous plugin: each endpoint's method and path, declared once. The
 * endpoints spread their entry into their definition, and the client reads
 * the same table to send each call with its route's method (a POST route is
 * posted even without a body), so the two cannot drift apart. Plain data:
 * the browser bundle carries nothing of the server.
 */
export const anonymousRoutes = {
  deleteAnonymousUser: { method: 'POST', path: '/delete-anonymous-user' },
  signInAnonymous: { method: 'POST', path: '/sign-in/anonymous' },
} as const satisfies RouteTable;
