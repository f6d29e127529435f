import { pluginKey } from 'latchkey/plugins';

/** What `auditLog()` accepts. */
export interface AuditLogOptions {
  /**
   * Days an event is kept; older ones are removed by every cleanup
   * (`latchkey cleanup`, `auth.api.cleanup()`, `cleanup.intervalSeconds`).
   * Defaults to 365; `null` keeps events forever.
   */
  retentionDays?: number | null;
  /** The most events one page of `/security-activity` answers. Defaults to 50. */
  maxPageSize?: number;
}

export interface ResolvedAuditLogOptions {
  retentionDays: number | null;
  maxPageSize: number;
}

/**
 * Checks and completes the options at start.
 *
 * @example
 * resolveAuditLogOptions({ retentionDays: 90 }); // { retentionDays: 90, maxPageSize: 50 }
 */
export function resolveAuditLogOptions(options: AuditLogOptions = {}): ResolvedAuditLogOptions {
  const retentionDays = options.retentionDays === undefined ? 365 : options.retentionDays;
  if (retentionDays !== null && !(retentionDays > 0)) throw new Error('auditLog: retentionDays must be a positive number of days, or null.');
  const maxPageSize = options.maxPageSize ?? 50;
  if (!(Number.isInteger(maxPageSize) && maxPageSize > 0 && maxPageSize <= 1000)) throw new Error('auditLog: maxPageSize must be a whole number from 1 to 1000.');
  return { retentionDays, maxPageSize };
}

/**
 * The audit log's handle on its resolved options. Endpoints are values shared
 * by every instance, so they read the instance's options through it:
 * `auditLogKey.options(ctx.auth)`.
 */
export const auditLogKey = pluginKey<ResolvedAuditLogOptions>('audit-log');
