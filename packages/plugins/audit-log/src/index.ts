// @latchkey/audit-log: the server half. The browser half is @latchkey/audit-log/client.
export { auditLog } from './audit-log.js';
export type { AuditLogPlugin } from './audit-log.js';
export type { AuditLogOptions } from './audit-log-options.js';
export type { SecurityEventFilter, SecurityEventPage } from './query-events.js';
export type { StoredSecurityEvent } from './security-event-record.js';
