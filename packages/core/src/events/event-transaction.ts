import type { AuthContext } from '../declarations/auth-context.js';
import type { DatabaseAdapter } from '../db/adapter.js';
import { hasEventListeners } from './emit-event.js';

/**
 * Runs a change and its event in one transaction. When nobody takes events
 * there is no event to keep with the change, so `fn` runs on the database
 * directly: no begin or commit is added to a path as hot as a sign-in.
 *
 * @example
 * const user = await eventTransaction(ctx.auth, async (db) => {
 *   const created = await db.create<UserRow>({ model: 'user', data });
 *   await emitEvent(ctx, { type: 'user.signed-up', userId: created.id, method: 'anonymous' }, { db });
 *   return created;
 * });
 */
export function eventTransaction<R>(auth: AuthContext, fn: (db: DatabaseAdapter) => Promise<R>): Promise<R> {
  return hasEventListeners(auth) ? auth.db.transaction(fn) : fn(auth.db);
}
