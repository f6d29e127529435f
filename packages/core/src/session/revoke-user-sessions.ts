import type { AuthContext } from '../declarations/auth-context.js';
import type { DatabaseAdapter, Where } from '../db/adapter.js';
import { endStoredCopies } from './end-stored-copies.js';
import { markSessionsRevoked } from './revocation-marker.js';
import { storesOnlyInStorage, storesSessions, userSessionHashes } from './stored-session.js';

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
 * No session of the user created before it returns survives, except the kept
 * one: a sign-in racing a password reset ends too.
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
  if (!storesSessions(auth)) {
    const where: Where[] = [{ field: 'userId', value: userId }];
    if (options.keepTokenHash) where.push({ field: 'token', operator: 'ne', value: options.keepTokenHash });
    await db.deleteMany({ model: 'session', where });
  } else {
    await endStoredSessions(auth, { userId, db, keepTokenHash: options.keepTokenHash });
  }
  // The copies are marked and deleted above; what is left is to mark the user.
  await markSessionsRevoked(auth, userId);
}

/**
 * Ends the sessions of a user kept in storage, and in the table when it keeps
 * them too, so that none created before this returns survives, and none is
 * left with a copy but no row (reads would serve it until it expires).
 * Collects the sessions, marks them ended and deletes their copies, then
 * deletes exactly their rows: deleting every row of the user would also end a
 * session created meanwhile, but in the table only. Such a session is then
 * ended on its own by a locking delete, which also sees rows a transaction's
 * snapshot hides (MySQL's repeatable read). Without the table, the user's
 * index is collected again until it is empty (a sign-in costs far more than a
 * round, so the rounds end).
 */
async function endStoredSessions(
  auth: AuthContext,
  input: { userId: string; db: DatabaseAdapter; keepTokenHash: string | undefined },
): Promise<void> {
  const collect = async (): Promise<string[]> =>
    (await userSessionHashes(auth, input)).filter((hash) => hash !== input.keepTokenHash);
  const end = (tokenHashes: string[]) => endStoredCopies(auth, { userId: input.userId, tokenHashes });
  if (storesOnlyInStorage(auth)) {
    for (let hashes = await collect(); hashes.length > 0; hashes = await collect()) await end(hashes);
    return;
  }
  const hashes = await collect();
  await end(hashes);
  const where: Where[] = [{ field: 'userId', value: input.userId }];
  if (hashes.length > 0) await input.db.deleteMany({ model: 'session', where: [...where, { field: 'token', operator: 'in', value: hashes }] });
  if (input.keepTokenHash) where.push({ field: 'token', operator: 'ne', value: input.keepTokenHash });
  const consumeNext = () => input.db.consumeOne<{ token: string }>({ model: 'session', where });
  for (let row = await consumeNext(); row; row = await consumeNext()) await end([row.token]);
}
