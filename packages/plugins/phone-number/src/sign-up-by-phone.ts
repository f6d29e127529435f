import { UniqueConstraintError } from 'latchkey';
import { AuthError, CORE_ERROR_CODES, eventTransaction, findUserByEmail } from 'latchkey/plugins';
import type { DatabaseAdapter } from 'latchkey';
import type { AuthContext } from 'latchkey/plugins';
import { PHONE_NUMBER_ERROR_CODES } from './error-codes.js';
import { phoneNumberKey } from './phone-number-options.js';
import type { PhoneUserRow } from './phone-user.js';

/**
 * Creates the user of a number just proved by a code, when the app allows it
 * (`signUpOnVerification`): the email and name come from the app's
 * functions, the number is verified, the email is not. Without the option
 * the answer is 400 PHONE_NUMBER_NOT_EXIST (safe to say: the caller proved
 * the number). `withSignUp` writes the new user's event in the transaction
 * that creates it (when events are taken).
 *
 * @example
 * const user = await signUpByPhone(ctx.auth, '+14155552671', { withSignUp: (db, user) => emitEvent(ctx, event(user), { db }) });
 */
export async function signUpByPhone(
  auth: AuthContext,
  phoneNumber: string,
  options: { withSignUp?: (db: DatabaseAdapter, user: PhoneUserRow) => Promise<void> } = {},
): Promise<PhoneUserRow> {
  const signUp = phoneNumberKey.options(auth).signUpOnVerification;
  if (!signUp) throw AuthError.of(PHONE_NUMBER_ERROR_CODES, 'PHONE_NUMBER_NOT_EXIST');
  const email = signUp.getTempEmail(phoneNumber).trim().toLowerCase();
  if (await findUserByEmail(auth, email)) throw AuthError.of(CORE_ERROR_CODES, 'USER_ALREADY_EXISTS');
  const now = new Date();
  try {
    const name = signUp.getTempName?.(phoneNumber) ?? phoneNumber;
    return await eventTransaction(auth, async (db) => {
      const user = await db.create<PhoneUserRow>({
        model: 'user',
        data: { id: auth.generateId(), email, name, emailVerified: false, phoneNumber, phoneNumberVerified: true, createdAt: now, updatedAt: now },
      });
      await options.withSignUp?.(db, user);
      return user;
    });
  } catch (error) {
    // The same number or email signed up at the same moment.
    if (error instanceof UniqueConstraintError) throw AuthError.of(CORE_ERROR_CODES, 'USER_ALREADY_EXISTS');
    throw error;
  }
}
