import type { PluginCleanup } from 'latchkey/plugins';
import { idAt } from './event-id-range.js';
import type { ResolvedAuditLogOptions } from './audit-log-options.js';

/**
 * The plugin's share of the cleanup: events older than the retention,
 * deleted by a range of the primary key (ids sort by time).
 *
 * @example
 * cleanup: removeOldEvents(resolved)
 */
export function removeOldEvents(options: ResolvedAuditLogOptions): PluginCleanup {
  return async (auth, { now }) => {
    if (options.retentionDays === null) return { securityEvents: 0 };
    const cutoff = new Date(now.getTime() - options.retentionDays * 86_400_000);
    const removed = await auth.db.deleteMany({ model: 'securityEvent', where: [{ field: 'id', operator: 'lt', value: idAt(cutoff) }] });
    return { securityEvents: removed };
  };
}
