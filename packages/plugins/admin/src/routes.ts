import type { RouteTable } from 'latchkey/routes';

/**
 * The routes of the admin plugin: each endpoint's method and path, declared once. The
 * endpoints spread their entry into their definition, and the client reads
 * the same table to send each call with its route's method (a POST route is
 * posted even without a body), so the two cannot drift apart. Plain data:
 * the browser bundle carries nothing of the server.
 */
export const adminRoutes = {
  banUser: { method: 'POST', path: '/admin/ban-user' },
  createUser: { method: 'POST', path: '/admin/create-user' },
  getUser: { method: 'GET', path: '/admin/get-user' },
  hasPermission: { method: 'POST', path: '/admin/has-permission' },
  impersonateUser: { method: 'POST', path: '/admin/impersonate-user' },
  listUserSessions: { method: 'POST', path: '/admin/list-user-sessions' },
  listUsers: { method: 'GET', path: '/admin/list-users' },
  removeUser: { method: 'POST', path: '/admin/remove-user' },
  revokeUserSession: { method: 'POST', path: '/admin/revoke-user-session' },
  revokeUserSessions: { method: 'POST', path: '/admin/revoke-user-sessions' },
  setRole: { method: 'POST', path: '/admin/set-role' },
  setUserPassword: { method: 'POST', path: '/admin/set-user-password' },
  stopImpersonating: { method: 'POST', path: '/admin/stop-impersonating' },
  unbanUser: { method: 'POST', path: '/admin/unban-user' },
  updateUser: { method: 'POST', path: '/admin/update-user' },
} as const satisfies RouteTable;
