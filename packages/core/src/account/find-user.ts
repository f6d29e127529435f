import type { AuthContext } from '../declarations/auth-context.js';
import type { AccountRow, UserRow } from './account-rows.js';

export type { AccountRow, UserRow } from './account-rows.js';

/** The user with this (already lower-cased) email, or null. */
export function findUserByEmail(auth: AuthContext, email: string): Promise<UserRow | null> {
  return auth.db.findOne<UserRow>({ model: 'user', where: [{ field: 'email', value: email }] });
}

export function findUserById(auth: AuthContext, id: string): Promise<UserRow | null> {
  return auth.db.findOne<UserRow>({ model: 'user', where: [{ field: 'id', value: id }] });
}

/** The password ("credential") account of a user, or null. */
export function findCredentialAccount(auth: AuthContext, userId: string): Promise<AccountRow | null> {
  return auth.db.findOne<AccountRow>({
    model: 'account',
    where: [
      { field: 'userId', value: userId },
      { field: 'providerId', value: 'credential' },
    ],
  });
}
