import type { SchemaDefinition } from 'latchkey';

/**
 * The `securityEvent` table: one row per event. The id sorts by time (see
 * docs/audit-log.md), so every query is an equality on one column plus a
 * range of ids, served by one composite index `(column, id)`; a time range is
 * a range of ids too, and retention deletes by the primary key. The subject
 * user is not a foreign key: a deleted account keeps its history.
 *
 * @example
 * createAuth({ plugins: [auditLog()] }); // `latchkey migrate` creates the table
 */
export const auditLogSchema = {
  securityEvent: {
    fields: {
      type: { type: 'string', maxLength: 100 },
      time: { type: 'date' },
      actorType: { type: 'string', maxLength: 16 },
      actorId: { type: 'string', required: false, maxLength: 255 },
      userId: { type: 'string', required: false, maxLength: 255 },
      organizationId: { type: 'string', required: false, maxLength: 255 },
      sessionId: { type: 'string', required: false, maxLength: 255 },
      ip: { type: 'string', required: false, maxLength: 64 },
      userAgent: { type: 'string', required: false, maxLength: 512 },
      method: { type: 'string', required: false, maxLength: 64 },
      detail: { type: 'json', required: false },
    },
    indexes: [
      { fields: ['userId', 'id'] },
      { fields: ['organizationId', 'id'] },
      { fields: ['type', 'id'] },
      { fields: ['actorId', 'id'] },
      { fields: ['ip', 'id'] },
    ],
  },
} as const satisfies SchemaDefinition;
