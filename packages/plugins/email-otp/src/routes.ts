import type { RouteTable } from 'latchkey/routes';

/**
 * The routes of the email otp plugin: each endpoint's method and path, declared once. The
 * endpoints spread their entry into their definition, and the client reads
 * the same table to send each call with its route's method (a POST route is
 * posted even without a body), so the two cannot drift apart. Plain data:
 * the browser bundle carries nothing of the server.
 */
export const emailOtpRoutes = {
  changeEmailOtp: { method: 'POST', path: '/email-otp/change-email' },
  checkVerificationOtp: { method: 'POST', path: '/email-otp/check-verification-otp' },
  requestPasswordResetOtp: { method: 'POST', path: '/email-otp/request-password-reset' },
  resetPasswordOtp: { method: 'POST', path: '/email-otp/reset-password' },
  sendVerificationOtp: { method: 'POST', path: '/email-otp/send-verification-otp' },
  verifyEmailOtp: { method: 'POST', path: '/email-otp/verify-email' },
  signInEmailOtp: { method: 'POST', path: '/sign-in/email-otp' },
} as const satisfies RouteTable;
