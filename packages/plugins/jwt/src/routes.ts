import type { RouteTable } from 'latchkey/routes';

/**
 * The routes of the jwt plugin: each endpoint's method and path, declared once. The
 * endpoints spread their entry into their definition, and the client reads
 * the same table to send each call with its route's method (a POST route is
 * posted even without a body), so the two cannot drift apart. Plain data:
 * the browser bundle carries nothing of the server.
 */
export const jwtRoutes = {
  jwks: { method: 'GET', path: '/jwks' },
  verifyJwtEndpoint: { method: 'POST', path: '/jwt/verify' },
  token: { method: 'GET', path: '/token' },
} as const satisfies RouteTable;
