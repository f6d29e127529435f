import type { AuthContext } from 'latchkey/plugins';
import { emitSystemEvent, hasEventListeners } from 'latchkey/plugins';

/**
 * Deletes every key whose expiry has passed; answers how many. Keys without
 * an expiry stay. This is the plugin's `cleanup`, so `auth.api.cleanup()` and
 * `cleanup.intervalSeconds` remove expired keys too.
 *
 * @example
 * const removed = await deleteExpiredKeys(ctx.auth, { now: new Date() });
 */
export async function deleteExpiredKeys(auth: AuthContext, input: { now: Date }): Promise<number> {
  const where = [{ field: 'expiresAt', operator: 'lt' as const, value: input.now }];
  // Read first only when someone listens, so a cleanup without subscribers stays one statement.
  const expired = hasEventListeners(auth) ? await auth.db.findMany<{ id: string; userId: string }>({ model: 'apiKey', where }) : [];
  const removed = await auth.db.deleteMany({ model: 'apiKey', where });
  for (const key of expired) await emitSystemEvent(auth, { type: 'api-key.expired', userId: key.userId, detail: { keyId: key.id } });
  return removed;
}
