import type { AuthContext, UserRow } from 'latchkey/plugins';
import { normalizeUsername } from './username-rules.js';

/** The user holding a username (any letter case), or null. */
export function findUserByUsername(auth: AuthContext, username: string): Promise<UserRow | null> {
  return auth.db.findOne<UserRow>({ model: 'user', where: [{ field: 'username', value: normalizeUsername(username) }] });
}
