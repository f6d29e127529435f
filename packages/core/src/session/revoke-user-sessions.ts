import type { AuthContext } from '../context/auth-context.js';
import type { DatabaseAdapter, Where } from '../db/adapter.js';
import { settleRevocation } from './settle-revocation.js';
import { deleteStoredSessions, storesOnlyInStorage, storesSessions, userSessionHashes } from './stored-session.js';

export interface RevokeUserSessionsOptions {
  /** The token hash of one session to keep (the caller's own, for "sign out everywhere else"). */
  keepTokenHash?: string;
  /** The transaction to delete the rows in, when the caller has one open. */
  db?: DatabaseAdapter;
}

/**
 * Ends every session of a user wherever sessions live: the session table and,
 * with `session.storage: 'secondary'`, their stored copies, so no instance
 * accepts them any more; then marks the user's cookie-cached copies stale.
 * Plugins end sessions through this, never by deleting rows themselves.
 *
 * @example
 * await revokeUserSessions(ctx.auth, target.id); // a ban
 * await revokeUserSessions(ctx.auth, user.id, { keepTokenHash: hashTokenSync(ctx.session.token) });
 */
export async function revokeUserSessions(
  auth: AuthContext,
  userId: string,
  options: RevokeUserSessionsOptions = {},
): Promise<void> {
  const db = options.db ?? auth.db;
  let tokenHashes: string[] = [];
  if (storesSessions(auth)) {
    const hashes = await userSessionHashes(auth, { userId, db });
    tokenHashes = hashes.filter((hash) => hash !== options.keepTokenHash);
    await deleteStoredSessions(auth, { userId, tokenHashes });
  }
  if (!storesOnlyInStorage(auth)) {
    const where: Where[] = [{ field: 'userId', value: userId }];
    if (options.keepTokenHash) where.push({ field: 'token', operator: 'ne', value: options.keepTokenHash });
    await db.deleteMany({ model: 'session', where });
  }
  await settleRevocation(auth, { userId, tokenHashes });
}
