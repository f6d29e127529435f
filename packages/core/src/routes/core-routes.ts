import type { RouteTable } from './route-table.js';

/**
 * The routes of the core: each endpoint's method and path, declared once. The
 * endpoints spread their entry into their definition, and the client reads
 * the same table to send each call with its route's method (a POST route is
 * posted even without a body), so the two cannot drift apart. Plain data:
 * the browser bundle carries nothing of the server.
 */
export const coreRoutes = {
  accountInfo: { method: 'GET', path: '/account-info' },
  accountInfoPost: { method: 'POST', path: '/account-info' },
  callbackOAuth: { method: 'GET', path: '/callback/:id' },
  callbackOAuthPost: { method: 'POST', path: '/callback/:id' },
  changeEmail: { method: 'POST', path: '/change-email' },
  changePassword: { method: 'POST', path: '/change-password' },
  cleanup: { method: 'POST', path: '/cleanup' },
  deleteUser: { method: 'POST', path: '/delete-user' },
  deleteUserCallback: { method: 'GET', path: '/delete-user/callback' },
  error: { method: 'GET', path: '/error' },
  forgetPassword: { method: 'POST', path: '/forget-password' },
  getAccessToken: { method: 'POST', path: '/get-access-token' },
  getSession: { method: 'GET', path: '/get-session' },
  linkSocial: { method: 'POST', path: '/link-social' },
  listAccounts: { method: 'GET', path: '/list-accounts' },
  listSessions: { method: 'GET', path: '/list-sessions' },
  ok: { method: 'GET', path: '/ok' },
  refreshToken: { method: 'POST', path: '/refresh-token' },
  requestPasswordReset: { method: 'POST', path: '/request-password-reset' },
  resetPassword: { method: 'POST', path: '/reset-password' },
  resetPasswordCallback: { method: 'GET', path: '/reset-password/:token' },
  revokeOtherSessions: { method: 'POST', path: '/revoke-other-sessions' },
  revokeSession: { method: 'POST', path: '/revoke-session' },
  revokeSessions: { method: 'POST', path: '/revoke-sessions' },
  sendVerificationEmail: { method: 'POST', path: '/send-verification-email' },
  setPassword: { method: 'POST', path: '/set-password' },
  signInEmail: { method: 'POST', path: '/sign-in/email' },
  signInSocial: { method: 'POST', path: '/sign-in/social' },
  signOut: { method: 'POST', path: '/sign-out' },
  signUpEmail: { method: 'POST', path: '/sign-up/email' },
  unlinkAccount: { method: 'POST', path: '/unlink-account' },
  updateSession: { method: 'POST', path: '/update-session' },
  updateUser: { method: 'POST', path: '/update-user' },
  verifyEmail: { method: 'GET', path: '/verify-email' },
  verifyPassword: { method: 'POST', path: '/verify-password' },
} as const satisfies RouteTable;
