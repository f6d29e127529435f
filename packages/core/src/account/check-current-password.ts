import type { AuthContext } from '../context/auth-context.js';
import { findCredentialAccount } from './find-user.js';
import { clearSignInFailures, isSignInLocked, recordSignInFailure } from './sign-in-throttle.js';

export type CurrentPasswordCheck = 'ok' | 'wrong' | 'no-password' | 'locked';

/**
 * Checks a signed-in user's current password. It is a password oracle just like
 * sign-in, so it shares the per-account failure lock, and it spends one password
 * verification whatever the outcome (an over-long guess is refused unhashed).
 *
 * @example
 * if ((await checkCurrentPassword(auth, { userId, email, password })) !== 'ok') throw …;
 */
export async function checkCurrentPassword(
  auth: AuthContext,
  input: { userId: string; email: string; password: string },
): Promise<CurrentPasswordCheck> {
  if (await isSignInLocked(auth, input.email)) return 'locked';
  const account = await findCredentialAccount(auth, input.userId);
  const tooLong = [...input.password.slice(0, auth.password.maxLength * 2 + 1)].length > auth.password.maxLength;
  const valid =
    account?.password && !tooLong
      ? await auth.password.hasher.verify({ hash: account.password, password: input.password })
      : await auth.password.verifyDummy(tooLong ? '' : input.password);
  if (!account?.password) return 'no-password';
  if (!valid) {
    await recordSignInFailure(auth, input.email);
    return 'wrong';
  }
  await clearSignInFailures(auth, input.email);
  return 'ok';
}
