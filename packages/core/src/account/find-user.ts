import type { AuthContext } from '../context/auth-context.js';
import type { Row } from '../db/adapter.js';

export interface UserRow extends Row {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
}

export interface AccountRow extends Row {
  id: string;
  userId: string;
  providerId: string;
  accountId: string;
  password?: string | null;
}

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
