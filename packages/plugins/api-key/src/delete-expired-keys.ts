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
  // Without subscribers a cleanup stays one statement.
  if (!hasEventListeners(auth)) return auth.db.deleteMany({ model: 'apiKey', where });
  // With them, the keys read are the keys deleted, each with its event, in one transaction.
  return auth.db.transaction(async (tx) => {
    const expired = await tx.findMany<{ id: string; userId: string }>({ model: 'apiKey', where });
    if (expired.length === 0) return 0;
    const removed = await tx.deleteMany({ model: 'apiKey', where: [{ field: 'id', operator: 'in', value: expired.map((key) => key.id) }] });
    for (const key of expired) await emitSystemEvent(auth, { type: 'api-key.expired', userId: key.userId, detail: { keyId: key.id } }, { db: tx });
    return removed;
  });
}
