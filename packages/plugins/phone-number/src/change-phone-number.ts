import { UniqueConstraintError } from 'latchkey';
import { AuthError, CORE_ERROR_CODES, isFresh, readSession, refreshSessionUser } from 'latchkey/plugins';
import type { CurrentSession, EndpointContext } from 'latchkey/plugins';
import { PHONE_NUMBER_ERROR_CODES } from './error-codes.js';
import type { PhoneUserRow } from './phone-user.js';

/**
 * The signed-in user whose number a right code may change: identity from the
 * session (read from the database), never from the body, and only a fresh
 * one, since a number is a way to sign in and a stolen session must not add
 * its own.
 *
 * @example
 * const current = await requireFreshSession(ctx);
 */
export async function requireFreshSession(ctx: EndpointContext): Promise<CurrentSession> {
  const current = await readSession(ctx, { disableCookieCache: true });
  if (!current) throw AuthError.of(CORE_ERROR_CODES, 'UNAUTHORIZED');
  if (!isFresh(ctx.auth, current.session)) throw AuthError.of(CORE_ERROR_CODES, 'SESSION_NOT_FRESH');
  return current;
}

/**
 * Gives the user a number they just proved with a code, verified, in one
 * transaction. A number another account has verified is refused (400
 * PHONE_NUMBER_EXIST; saying so is safe only because the caller proved the
 * number first); another account's unverified claim on it is dropped, since
 * it was never proved and the prover wins.
 *
 * @example
 * const user = await changePhoneNumber(ctx, { userId: current.user.id, phoneNumber });
 */
export async function changePhoneNumber(ctx: EndpointContext, input: { userId: string; phoneNumber: string }): Promise<PhoneUserRow> {
  try {
    return await assign(ctx, input);
  } catch (error) {
    // Another account took the number at the same moment.
    if (error instanceof UniqueConstraintError) throw AuthError.of(PHONE_NUMBER_ERROR_CODES, 'PHONE_NUMBER_EXIST');
    throw error;
  }
}

async function assign(ctx: EndpointContext, input: { userId: string; phoneNumber: string }): Promise<PhoneUserRow> {
  const holders: string[] = [];
  const assigned = await ctx.auth.db.transaction(async (tx) => {
    const holder = await tx.findOne<PhoneUserRow>({ model: 'user', where: [{ field: 'phoneNumber', value: input.phoneNumber }] });
    if (holder && holder.id !== input.userId) {
      if (holder.phoneNumberVerified) throw AuthError.of(PHONE_NUMBER_ERROR_CODES, 'PHONE_NUMBER_EXIST');
      await tx.update({ model: 'user', where: [{ field: 'id', value: holder.id }], update: { phoneNumber: null, phoneNumberVerified: false, updatedAt: new Date() } });
      holders.push(holder.id);
    }
    const updated = await tx.update<PhoneUserRow>({
      model: 'user',
      where: [{ field: 'id', value: input.userId }],
      update: { phoneNumber: input.phoneNumber, phoneNumberVerified: true, updatedAt: new Date() },
    });
    if (!updated) throw AuthError.of(CORE_ERROR_CODES, 'USER_NOT_FOUND');
    return updated;
  });
  for (const userId of [input.userId, ...holders]) await refreshSessionUser(ctx.auth, userId);
  return assigned;
}
