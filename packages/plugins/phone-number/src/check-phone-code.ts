import { AuthError, CORE_ERROR_CODES, verifyCode } from 'latchkey/plugins';
import type { AuthContext } from 'latchkey/plugins';
import { phoneNumberKey } from './phone-number-options.js';

/**
 * Spends a code sent to a number for one purpose, or throws: 403
 * TOO_MANY_ATTEMPTS past the allowed wrong guesses (the code is then void),
 * 400 OTP_EXPIRED, and 400 INVALID_OTP for a wrong, spent or never-sent code
 * alike. The code store spends attempts and codes atomically, so parallel
 * guesses cannot exceed the limit and a right code works once.
 *
 * @example
 * await checkPhoneCode(ctx.auth, { phoneNumber, purpose: OTP_PURPOSE.verify, code });
 */
export async function checkPhoneCode(auth: AuthContext, input: { phoneNumber: string; purpose: string; code: string }): Promise<void> {
  const checked = await verifyCode(auth, {
    purpose: input.purpose,
    identifier: input.phoneNumber,
    code: input.code,
    maxAttempts: phoneNumberKey.options(auth).allowedAttempts,
  });
  if (checked.ok) return;
  if (checked.reason === 'too-many-attempts') throw AuthError.of(CORE_ERROR_CODES, 'TOO_MANY_ATTEMPTS');
  if (checked.reason === 'expired') throw AuthError.of(CORE_ERROR_CODES, 'OTP_EXPIRED');
  throw AuthError.of(CORE_ERROR_CODES, 'INVALID_OTP');
}
