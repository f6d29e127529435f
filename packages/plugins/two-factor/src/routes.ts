import type { RouteTable } from 'latchkey/routes';

/**
 * The routes of the two factor plugin: each endpoint's method and path, declared once. The
 * endpoints spread their entry into their definition, and the client reads
 * the same table to send each call with its route's method (a POST route is
 * posted even without a body), so the two cannot drift apart. Plain data:
 * the browser bundle carries nothing of the server.
 */
export const twoFactorRoutes = {
  disable: { method: 'POST', path: '/two-factor/disable' },
  enable: { method: 'POST', path: '/two-factor/enable' },
  generateBackupCodes: { method: 'POST', path: '/two-factor/generate-backup-codes' },
  getTotpUri: { method: 'POST', path: '/two-factor/get-totp-uri' },
  sendOtp: { method: 'POST', path: '/two-factor/send-otp' },
  verifyBackupCode: { method: 'POST', path: '/two-factor/verify-backup-code' },
  verifyOtp: { method: 'POST', path: '/two-factor/verify-otp' },
  verifyTotp: { method: 'POST', path: '/two-factor/verify-totp' },
} as const satisfies RouteTable;
