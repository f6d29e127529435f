import { lazySchema, emitEvent, AuthError, CORE_ERROR_CODES, defineEndpoint, verifyCode } from 'latchkey/plugins';
import type { User } from 'latchkey/plugins';
import { codeBody } from '../code-input.js';
import { TWO_FACTOR_ERROR_CODES } from '../error-codes.js';
import { finishSignIn } from '../finish-sign-in.js';
import { OTP_PURPOSE } from '../otp-purpose.js';
import { secondFactorSubject, spendTry } from '../second-factor-subject.js';
import { twoFactorKey } from '../two-factor-options.js';
import { twoFactorRoutes } from '../routes.js';

/**
 * `POST /two-factor/verify-otp`: checks a code sent by `send-otp`. The code
 * store allows 3 wrong guesses per code (then 403 TOO_MANY_ATTEMPTS and a new
 * code is needed), and spends a right code atomically.
 */
export const verifyOtp = defineEndpoint({
  ...twoFactorRoutes.verifyOtp,
  body: lazySchema(codeBody),
  handler: async (ctx): Promise<{ token: string | null; user: User }> => {
    if (!twoFactorKey.options(ctx.auth).sendOTP) throw AuthError.of(TWO_FACTOR_ERROR_CODES, 'OTP_NOT_ENABLED');
    const subject = await secondFactorSubject(ctx);
    await spendTry(ctx, subject);
    const checked = await verifyCode(ctx.auth, { purpose: OTP_PURPOSE, identifier: subject.user.id, code: ctx.body.code });
    if (!checked.ok) {
      await emitEvent(ctx, { type: 'two-factor.failed', userId: subject.user.id, detail: { factor: 'otp' } });
      if (checked.reason === 'too-many-attempts') throw AuthError.of(CORE_ERROR_CODES, 'TOO_MANY_ATTEMPTS');
      if (checked.reason === 'expired') throw AuthError.of(TWO_FACTOR_ERROR_CODES, 'OTP_HAS_EXPIRED');
      throw AuthError.of(TWO_FACTOR_ERROR_CODES, 'INVALID_CODE');
    }
    await emitEvent(ctx, { type: 'two-factor.passed', userId: subject.user.id, detail: { factor: 'otp' } });
    return finishSignIn(ctx, subject, { trustDevice: ctx.body.trustDevice });
  },
});
