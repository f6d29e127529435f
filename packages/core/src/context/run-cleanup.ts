import { deleteExpired, type DeleteExpiredResult } from '../db/migrate/delete-expired.js';
import type { AuthContext } from './auth-context.js';

/** What a cleanup removed: the core's counts, and each plugin's under its id. */
export interface CleanupResult extends DeleteExpiredResult {
  /** Rows each plugin's `cleanup` deleted, by plugin id; only plugins that declare one. */
  plugins: Record<string, number>;
}

/**
 * Deletes expired sessions and verifications, stale rate-limit rows, and then
 * whatever each plugin's `cleanup` removes (expired API keys, device codes). One
 * function, so `auth.api.cleanup()` and `cleanup.intervalSeconds` do the same work.
 *
 * @example
 * const { sessions, plugins } = await runCleanup(await auth.$context);
 */
export async function runCleanup(
  auth: AuthContext,
  options: { now?: Date; rateLimitMaxAgeMs?: number } = {},
): Promise<CleanupResult> {
  const now = options.now ?? new Date();
  const maxAge = options.rateLimitMaxAgeMs;
  const core = await deleteExpired({ adapter: auth.db, schema: auth.schema, now, ...(maxAge === undefined ? {} : { rateLimitMaxAgeMs: maxAge }) });
  const plugins: Record<string, number> = {};
  for (const plugin of auth.plugins) {
    if (plugin.cleanup) plugins[plugin.id] = await plugin.cleanup(auth, { now });
  }
  return { ...core, plugins };
}
