import type { AuthContext, InferFields, UserRow } from 'latchkey/plugins';
import type { phoneNumberSchema } from './schema.js';

/** A user row with the plugin's fields. */
export interface PhoneUserRow extends UserRow, InferFields<(typeof phoneNumberSchema)['user']['fields']> {}

/**
 * The user holding this number (E.164), or null.
 *
 * @example
 * const user = await findUserByPhoneNumber(ctx.auth, '+14155552671');
 */
export function findUserByPhoneNumber(auth: AuthContext, phoneNumber: string): Promise<PhoneUserRow | null> {
  return auth.db.findOne<PhoneUserRow>({ model: 'user', where: [{ field: 'phoneNumber', value: phoneNumber }] });
}
