import { definePlugin } from 'latchkey/plugins';
import { challengeExtension } from './challenge-extension.js';
import { TWO_FACTOR_ERROR_CODES } from './error-codes.js';
import { twoFactorSchema } from './schema.js';
import { twoFactorEndpoints } from './two-factor-endpoints.js';
import { twoFactorKey, resolveTwoFactorOptions, type TwoFactorOptions } from './two-factor-options.js';
// The plugin's events join the vocabulary wherever its type is seen (the client half included).
import type {} from './events.js';

/**
 * Two-factor authentication: TOTP (authenticator apps), one-time codes sent
 * by the app, backup codes, and trusted devices. Every sign-in of a user with
 * two-factor on (password, social, links, codes) answers a challenge instead
 * of a session until a second factor is verified.
 *
 * @example
 * import { twoFactor } from '@latchkey/two-factor';
 * const auth = createAuth({
 *   appName: 'Acme',
 *   plugins: [twoFactor({ sendOTP: ({ user, otp }) => mailer.send(user.email, `Your code: ${otp}`) })],
 * });
 */
export function twoFactor(options: TwoFactorOptions = {}) {
  const resolved = resolveTwoFactorOptions(options);
  return definePlugin({
    id: 'two-factor',
    key: twoFactorKey,
    endpoints: twoFactorEndpoints,
    schema: twoFactorSchema,
    session: challengeExtension,
    rateLimit: [{ path: '/two-factor/*', ...resolved.rateLimit }],
    errorCodes: TWO_FACTOR_ERROR_CODES,
    options: resolved,
  });
}

export type TwoFactorPlugin = ReturnType<typeof twoFactor>;
