import type { RouteTable } from 'latchkey/routes';

/**
 * The routes of the passkey plugin: each endpoint's method and path, declared once. The
 * endpoints spread their entry into their definition, and the client reads
 * the same table to send each call with its route's method (a POST route is
 * posted even without a body), so the two cannot drift apart. Plain data:
 * the browser bundle carries nothing of the server.
 */
export const passkeyRoutes = {
  deletePasskey: { method: 'POST', path: '/passkey/delete-passkey' },
  generateAuthenticateOptions: { method: 'POST', path: '/passkey/generate-authenticate-options' },
  generateRegisterOptions: { method: 'POST', path: '/passkey/generate-register-options' },
  listUserPasskeys: { method: 'GET', path: '/passkey/list-user-passkeys' },
  updatePasskey: { method: 'POST', path: '/passkey/update-passkey' },
  verifyAuthentication: { method: 'POST', path: '/passkey/verify-authentication' },
  verifyRegistration: { method: 'POST', path: '/passkey/verify-registration' },
} as const satisfies RouteTable;
