import type { AuthContext } from '../declarations/auth-context.js';
import type { DatabaseAdapter } from '../db/adapter.js';
import { settleRevocation } from './settle-revocation.js';
import { readStoredSession, storesOnlyInStorage, storesSessions } from './stored-session.js';

/**
 * Ends one session, named by the hash of its token, wherever sessions live;
 * with `userId`, only when the session is that user's. Answers the user whose
 * session ended, or null when there was none. With `db`, the row is deleted in
 * that transaction, so the event recording the end can share it.
 *
 * @example
 * const ended = await endSession(ctx.auth, hashTokenSync(token));
 * if (ended) clearSessionCookies(ctx);
 */
export async function endSession(
  auth: AuthContext,
  tokenHash: string,
  options: { userId?: string; db?: DatabaseAdapter } = {},
): Promise<{ userId: string } | null> {
  let ended: { userId: string } | null = null;
  if (storesSessions(auth)) {
    const stored = await readStoredSession(auth, tokenHash);
    // Its copy is marked ended and deleted with the rest below (settleRevocation).
    if (stored && (options.userId === undefined || stored.user.id === options.userId)) ended = { userId: stored.user.id };
  }
  if (!storesOnlyInStorage(auth)) {
    const where = [{ field: 'token', value: tokenHash }];
    if (options.userId !== undefined) where.push({ field: 'userId', value: options.userId });
    const row = await (options.db ?? auth.db).consumeOne<{ userId: string }>({ model: 'session', where });
    ended ??= row ? { userId: row.userId } : null;
  }
  if (ended) await settleRevocation(auth, { userId: ended.userId, tokenHashes: [tokenHash] });
  return ended;
}
