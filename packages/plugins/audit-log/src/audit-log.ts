import { definePlugin } from 'latchkey/plugins';
import { auditLogKey, resolveAuditLogOptions, type AuditLogOptions } from './audit-log-options.js';
import { listSecurityEvents } from './endpoints/list-security-events.js';
import { securityActivity } from './endpoints/security-activity.js';
import { recordEvent } from './record-event.js';
import { removeOldEvents } from './remove-old-events.js';
import { auditLogSchema } from './schema.js';

/**
 * Stores every security event (docs/events.md) in the app's database, in the
 * transaction of the change it records: a change that commits has its event,
 * one that rolls back has none. Users read their own activity at
 * `GET /security-activity`; admin pages query everything with
 * `auth.api.listSecurityEvents`. Events older than `retentionDays` go with
 * every cleanup.
 *
 * @example
 * import { auditLog } from '@latchkey/audit-log';
 * const auth = createAuth({ ..., plugins: [auditLog({ retentionDays: 180 })] });
 */
export function auditLog(options: AuditLogOptions = {}) {
  const resolved = resolveAuditLogOptions(options);
  return definePlugin({
    id: 'audit-log',
    key: auditLogKey,
    schema: auditLogSchema,
    endpoints: { securityActivity, listSecurityEvents },
    recordEvent,
    cleanup: removeOldEvents(resolved),
    options: resolved,
  });
}

export type AuditLogPlugin = ReturnType<typeof auditLog>;
