import type { RouteTable } from 'latchkey/routes';

/**
 * The routes of the phone number plugin: each endpoint's method and path, declared once. The
 * endpoints spread their entry into their definition, and the client reads
 * the same table to send each call with its route's method (a POST route is
 * posted even without a body), so the two cannot drift apart. Plain data:
 * the browser bundle carries nothing of the server.
 */
export const phoneNumberRoutes = {
  requestPasswordReset: { method: 'POST', path: '/phone-number/request-password-reset' },
  resetPassword: { method: 'POST', path: '/phone-number/reset-password' },
  sendOtp: { method: 'POST', path: '/phone-number/send-otp' },
  verify: { method: 'POST', path: '/phone-number/verify' },
  signInPhoneNumber: { method: 'POST', path: '/sign-in/phone-number' },
} as const satisfies RouteTable;
