import { emitEvent } from 'latchkey/plugins';
import type { SessionExtension, SignInMethod } from 'latchkey/plugins';
import { startChallenge } from './challenge-attempt.js';
import { isTrustedDevice } from './trusted-device.js';
import { findTwoFactor } from './two-factor-record.js';
import { twoFactorKey } from './two-factor-options.js';

/**
 * Sessions created without a second factor on purpose: a new account has no
 * second factor yet; a password change, an impersonation and a device
 * authorization (approved from the user's own session) start from a session
 * that already passed; `two-factor` is this plugin's own sign-in.
 * Every other method, including ones plugins add later, is challenged unless
 * it proved two factors itself (`factors: 2`, e.g. a passkey unlocked with a
 * PIN or biometric): an unknown method fails closed.
 */
const NOT_CHALLENGED: ReadonlySet<SignInMethod> = new Set([
  'sign-up',
  'change-password',
  'impersonation',
  'device-authorization',
  'two-factor',
]);
const SOCIAL: ReadonlySet<SignInMethod> = new Set(['social', 'id-token']);

/**
 * The two-factor plugin's part in every session's creation: a user with
 * two-factor on gets a challenge (`{ twoFactorRedirect: true, twoFactorMethods }`
 * and a short-lived cookie) instead of a session, unless this browser is a
 * trusted device of theirs.
 */
export const challengeExtension: SessionExtension = {
  async beforeCreate(ctx, { user, method, rememberMe, factors }) {
    if (user.twoFactorEnabled !== true || NOT_CHALLENGED.has(method) || factors >= 2) return;
    const options = twoFactorKey.options(ctx.auth);
    if (options.skipForSocial && SOCIAL.has(method)) return;
    const row = await findTwoFactor(ctx.auth, user.id);
    if (row && (await isTrustedDevice(ctx, row))) return;
    await startChallenge(ctx, { userId: user.id, rememberMe });
    await emitEvent(ctx, { type: 'two-factor.challenge-issued', userId: user.id, method });
    const twoFactorMethods = [...(row ? ['totp'] : []), ...(options.sendOTP ? ['otp'] : [])];
    const data = { twoFactorRedirect: true, twoFactorMethods };
    return { challenge: options.challengeURL ? { data, redirectTo: options.challengeURL } : { data } };
  },
};
