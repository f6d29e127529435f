import type { AuthContext } from 'latchkey/plugins';

/**
 * Deletes every key whose expiry has passed; answers how many. Keys without
 * an expiry stay. This is the plugin's `cleanup`, so `auth.api.cleanup()` and
 * `cleanup.intervalSeconds` remove expired keys too.
 *
 * @example
 * const removed = await deleteExpiredKeys(ctx.auth, { now: new Date() });
 */
export function deleteExpiredKeys(auth: AuthContext, input: { now: Date }): Promise<number> {
  return auth.db.deleteMany({ model: 'apiKey', where: [{ field: 'expiresAt', operator: 'lt', value: input.now }] });
}
