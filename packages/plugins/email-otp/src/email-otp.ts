import { definePlugin } from 'latchkey/plugins';
import { emailOTPEndpoints } from './email-otp-endpoints.js';
import { emailOTPKey, resolveEmailOTPOptions, type EmailOTPOptions } from './email-otp-options.js';
import { sendVerificationCode } from './send-verification-code.js';

const ROUTES = ['/email-otp/*', '/sign-in/email-otp'];

/**
 * One-time codes by email: sign-in (creating verified users unless sign-up is
 * off), address verification, password reset and change of email. Codes are
 * 6 digits, live 5 minutes, allow 3 attempts, are stored as keyed hashes and
 * work once. No answer tells whether an address has an account.
 *
 * @example
 * import { emailOTP } from '@latchkey/email-otp';
 * const auth = createAuth({
 *   plugins: [emailOTP({ sendVerificationOTP: ({ email, otp }) => mailer.send(email, `Your code: ${otp}`) })],
 * });
 */
export function emailOTP(options: EmailOTPOptions) {
  const resolved = resolveEmailOTPOptions(options);
  return definePlugin({
    id: 'email-otp',
    key: emailOTPKey,
    endpoints: emailOTPEndpoints,
    rateLimit: ROUTES.map((path) => ({ path, ...resolved.rateLimit })),
    ...(resolved.overrideDefaultEmailVerification ? { sendVerificationEmail: sendVerificationCode } : {}),
    options: resolved,
  });
}

export type EmailOTPPlugin = ReturnType<typeof emailOTP>;
