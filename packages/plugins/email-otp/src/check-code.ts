import { AuthError, CORE_ERROR_CODES, verifyCode } from 'latchkey/plugins';
import type { EndpointContext } from 'latchkey/plugins';
import { emailOTPKey } from './email-otp-options.js';
import { codeKey, type EmailOTPType } from './otp-type.js';

/**
 * Checks a typed code for its type and address, spending an attempt first:
 * past the allowed attempts the code is void (403 TOO_MANY_ATTEMPTS); an
 * expired code answers 400 OTP_EXPIRED, any other miss 400 INVALID_OTP. A
 * right code is spent atomically (one success of any number of parallel
 * uses) unless `keep` asks only to check it. Answers the value stored with it.
 *
 * @example
 * await checkCode(ctx, { type: 'sign-in', email, otp });
 */
export async function checkCode(
  ctx: EndpointContext,
  input: { type: EmailOTPType; email: string; otp: string; userId?: string; keep?: boolean },
): Promise<string | null> {
  const checked = await verifyCode(ctx.auth, {
    ...codeKey(input),
    code: input.otp,
    maxAttempts: emailOTPKey.options(ctx.auth).allowedAttempts,
    keep: input.keep,
  });
  if (checked.ok) return checked.value;
  if (checked.reason === 'too-many-attempts') throw AuthError.of(CORE_ERROR_CODES, 'TOO_MANY_ATTEMPTS');
  if (checked.reason === 'expired') throw AuthError.of(CORE_ERROR_CODES, 'OTP_EXPIRED');
  throw AuthError.of(CORE_ERROR_CODES, 'INVALID_OTP');
}
