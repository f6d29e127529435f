import type { RouteTable } from 'latchkey/routes';

/**
 * The routes of the magic link plugin: each endpoint's method and path, declared once. The
 * endpoints spread their entry into their definition, and the client reads
 * the same table to send each call with its route's method (a POST route is
 * posted even without a body), so the two cannot drift apart. Plain data:
 * the browser bundle carries nothing of the server.
 */
export const magicLinkRoutes = {
  confirmMagicLink: { method: 'POST', path: '/magic-link/verify' },
  verifyMagicLink: { method: 'GET', path: '/magic-link/verify' },
  signInMagicLink: { method: 'POST', path: '/sign-in/magic-link' },
} as const satisfies RouteTable;
