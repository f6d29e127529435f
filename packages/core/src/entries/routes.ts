// latchkey/routes: the method and path of every core route, as plain data. The
// client reads it to send each call with its route's method; nothing of the
// server comes with it.
export { coreRoutes } from '../routes/core-routes.js';
export type { RouteTable } from '../routes/route-table.js';
