import { deleteExpired, type DeleteExpiredResult } from '../db/migrate/delete-expired.js';
import type { AuthContext } from '../declarations/auth-context.js';

export interface CleanupResult extends DeleteExpiredResult {
  /** What each plugin's `cleanup` removed, by plugin id (`{ anonymous: { users: 3 } }`). */
  plugins: Record<string, Record<string, number>>;
}

/**
 * The whole cleanup: expired sessions and tokens and stale rate-limit rows
 * first, then each plugin's own `cleanup` (stale anonymous users, say), in
 * plugin order. Plugins run after the expired sessions are gone, so "has no
 * session left" is a fair test of staleness. `auth.api.cleanup()`, the
 * `cleanup.intervalSeconds` timer and `latchkey cleanup` all run this.
 *
 * @example
 * const { sessions, plugins } = await runCleanup(auth);
 */
export async function runCleanup(
  auth: AuthContext,
  options: { now?: Date; rateLimitMaxAgeMs?: number } = {},
): Promise<CleanupResult> {
  const now = options.now ?? new Date();
  const expired = await deleteExpired({ adapter: auth.db, schema: auth.schema, now, rateLimitMaxAgeMs: options.rateLimitMaxAgeMs });
  const plugins: Record<string, Record<string, number>> = {};
  for (const plugin of auth.plugins) {
    if (plugin.cleanup) plugins[plugin.id] = await plugin.cleanup(auth, { now });
  }
  return { ...expired, plugins };
}
