import type { AuthContext } from '../declarations/auth-context.js';
import type { DatabaseAdapter } from '../db/adapter.js';
import { storesSessions } from './stored-session.js';

/**
 * Runs a change that ends sessions, with its event, in one transaction. With
 * sessions in secondary storage it runs on the database directly instead:
 * storage takes no part in a transaction, and one held open while storage
 * answers would stall every other query on a single-connection database
 * (SQLite), a sign-in racing the revocation included.
 *
 * @example
 * await sessionTransaction(ctx.auth, async (db) => {
 *   const ended = await endSession(ctx.auth, hash, { db });
 *   if (ended) await emitEvent(ctx, { type: 'sign-out', userId: ended.userId }, { db });
 * });
 */
export function sessionTransaction<R>(auth: AuthContext, fn: (db: DatabaseAdapter) => Promise<R>): Promise<R> {
  return storesSessions(auth) ? fn(auth.db) : auth.db.transaction(fn);
}
