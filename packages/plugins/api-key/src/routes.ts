import type { RouteTable } from 'latchkey/routes';

/**
 * The routes of the api key plugin: each endpoint's method and path, declared once. The
 * endpoints spread their entry into their definition, and the client reads
 * the same table to send each call with its route's method (a POST route is
 * posted even without a body), so the two cannot drift apart. Plain data:
 * the browser bundle carries nothing of the server.
 */
export const apiKeyRoutes = {
  create: { method: 'POST', path: '/api-key/create' },
  deleteKey: { method: 'POST', path: '/api-key/delete' },
  deleteAllExpired: { method: 'POST', path: '/api-key/delete-all-expired-api-keys' },
  get: { method: 'GET', path: '/api-key/get' },
  list: { method: 'GET', path: '/api-key/list' },
  update: { method: 'POST', path: '/api-key/update' },
  verify: { method: 'POST', path: '/api-key/verify' },
} as const satisfies RouteTable;
