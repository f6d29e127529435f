import type { AuthContext } from 'latchkey/plugins';
import type { ResolvedAuditLogOptions } from './audit-log-options.js';

/**
 * The resolved options of the instance's audit log.
 *
 * @example
 * const { maxPageSize } = auditLogOptionsOf(ctx.auth);
 */
export function auditLogOptionsOf(auth: AuthContext): ResolvedAuditLogOptions {
  return auth.plugins.find((plugin) => plugin.id === 'audit-log')!.options as ResolvedAuditLogOptions;
}
