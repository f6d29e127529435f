import type { AuthContext } from '../declarations/auth-context.js';
import { isPasswordTooLong } from '../crypto/check-password-length.js';
import { retryAfterError } from '../rate-limit/retry-after-error.js';
import type { AccountRow } from './find-user.js';
import { clearSignInFailures, recordSignInFailure, signInLockSeconds } from './sign-in-throttle.js';

export type PasswordCheck = 'ok' | 'wrong' | 'no-password';

/**
 * Checks a password against a user's credential account: sign-in, change-password,
 * verify-password and delete-user are all password oracles, so they share the
 * per-account failure lock, and each spends one password verification whatever
 * the outcome (a dummy one without an account; an over-long guess is refused
 * unhashed). Only a wrong password counts as a failure here; callers that treat
 * "no password" as a failed sign-in record it themselves. While the lock is on it
 * throws the 429 `TOO_MANY_FAILED_ATTEMPTS` with `Retry-After`, the same for every caller.
 *
 * @example
 * const check = await checkPassword(auth, { account, email: user.email, password });
 * if (check !== 'ok') throw …;
 */
export async function checkPassword(
  auth: AuthContext,
  input: { account: AccountRow | null; email: string; password: string },
): Promise<PasswordCheck> {
  const lockedFor = await signInLockSeconds(auth, input.email);
  if (lockedFor !== null) throw retryAfterError('TOO_MANY_FAILED_ATTEMPTS', lockedFor);
  const hash = input.account?.password;
  const tooLong = isPasswordTooLong(input.password, auth.password.maxLength);
  const valid =
    hash && !tooLong
      ? await auth.password.hasher.verify({ hash, password: input.password })
      : await auth.password.verifyDummy(tooLong ? '' : input.password);
  if (!hash) return 'no-password';
  if (!valid) {
    await recordSignInFailure(auth, input.email);
    return 'wrong';
  }
  await clearSignInFailures(auth, input.email);
  return 'ok';
}
