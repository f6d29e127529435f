import type { DatabaseAdapter } from 'latchkey';
import type { EndpointContext } from 'latchkey/plugins';

/**
 * Runs `write` in a transaction that first locks the row a limit belongs to (an
 * organization, a team, a user), so that counting and then writing stays exact
 * when requests race: a second request waits for the first to commit, then
 * counts again.
 *
 * @example
 * await lockedWrite(ctx, { model: 'organization', id: organizationId }, async (tx) => {
 *   if ((await tx.count({ model: 'team', where })) >= limit) throw AuthError.of(CODES, 'TOO_MANY');
 *   return tx.create({ model: 'team', data });
 * });
 */
export function lockedWrite<T>(
  ctx: EndpointContext,
  lock: { model: string; id: string },
  write: (tx: DatabaseAdapter) => Promise<T>,
): Promise<T> {
  return ctx.auth.db.transaction(async (tx) => {
    await tx.lockOne({ model: lock.model, where: [{ field: 'id', value: lock.id }] });
    return write(tx);
  });
}
