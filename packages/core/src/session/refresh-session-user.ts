import { findUserById } from '../account/find-user.js';
import type { AuthContext } from '../declarations/auth-context.js';
import { toPublicRecord } from '../db/public-record.js';
import type { User } from './session-types.js';
import { readStoredSession, storesSessions, userSessionHashes } from './stored-session.js';
import { writeBackStoredSession } from './write-back-stored-session.js';

/**
 * With `session.storage: 'secondary'`, each stored session carries a copy of
 * its user; after changing a user row, call this so the next session read
 * shows the change. Does nothing when sessions live in the database only.
 * Core routes and bundled plugins call it after every user update.
 *
 * @example
 * await ctx.auth.db.update({ model: 'user', where: [{ field: 'id', value: userId }], update: { role } });
 * await refreshSessionUser(ctx.auth, userId);
 */
export async function refreshSessionUser(auth: AuthContext, userId: string): Promise<void> {
  if (!storesSessions(auth)) return;
  const row = await findUserById(auth, userId);
  if (!row) return;
  const user = toPublicRecord<User>(auth.schema.user!, row);
  const hashes = await userSessionHashes(auth, { userId });
  await Promise.all(
    hashes.map(async (hash) => {
      const stored = await readStoredSession(auth, hash);
      if (stored) await writeBackStoredSession(auth, { ...stored, user });
    }),
  );
}
