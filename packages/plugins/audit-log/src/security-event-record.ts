import type { AuthEvent, AuthEventActor } from 'latchkey';

/**
 * A stored event as the queries answer it: the event's own shape, with the
 * type and detail as stored (a row may hold a type no plugin imported here declares).
 */
export type StoredSecurityEvent = Omit<AuthEvent, 'type' | 'detail'> & { type: string; detail: Record<string, unknown> };

/** A stored event as the table holds it: the actor in two columns. */
export type SecurityEventRow = Omit<StoredSecurityEvent, 'actor' | 'detail'> & {
  actorType: string;
  actorId: string | null;
  detail: unknown;
};

/**
 * The row for an event.
 *
 * @example
 * await db.create({ model: 'securityEvent', data: toSecurityEventRow(event) });
 */
export function toSecurityEventRow(event: AuthEvent): SecurityEventRow {
  return {
    id: event.id,
    type: event.type,
    time: event.time,
    actorType: event.actor.type,
    actorId: event.actor.id,
    userId: event.userId,
    organizationId: event.organizationId,
    sessionId: event.sessionId,
    ip: event.ip,
    userAgent: event.userAgent,
    method: event.method,
    detail: event.detail,
  };
}

/**
 * The event a row stores.
 *
 * @example
 * const events = rows.map(toStoredEvent);
 */
export function toStoredEvent(row: SecurityEventRow): StoredSecurityEvent {
  return {
    id: row.id,
    type: row.type,
    time: new Date(row.time),
    actor: { type: row.actorType as AuthEventActor['type'], id: row.actorId },
    userId: row.userId,
    organizationId: row.organizationId,
    sessionId: row.sessionId,
    ip: row.ip,
    userAgent: row.userAgent,
    method: row.method,
    detail: (row.detail ?? {}) as Record<string, unknown>,
  };
}
