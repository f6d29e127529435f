import type { EventRecorder } from 'latchkey/plugins';
import { toSecurityEventRow } from './security-event-record.js';

/**
 * Writes an event through the database the change used: inside the change's
 * transaction, the row commits or rolls back with it.
 *
 * @example
 * definePlugin({ id: 'audit-log', recordEvent, ... });
 */
export const recordEvent: EventRecorder = async (event, { db }) => {
  await db.create({ model: 'securityEvent', data: { ...toSecurityEventRow(event) } });
};
