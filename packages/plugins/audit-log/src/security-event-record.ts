import type { AuthEvent, AuthEventActor } from 'latchkey';

/** A stored event as the table holds it. */
export interface SecurityEventRow {
  id: string;
  type: string;
  time: Date;
  actorType: string;
  actorId: string | null;
  userId: string | null;
  organizationId: string | null;
  sessionId: string | null;
  ip: string | null;
  userAgent: string | null;
  method: string | null;
  detail: unknown;
}

/** A stored event as the queries answer it: the event's own shape. */
export interface StoredSecurityEvent {
  id: string;
  type: string;
  time: Date;
  actor: AuthEventActor;
  userId: string | null;
  organizationId: string | null;
  sessionId: string | null;
  ip: string | null;
  userAgent: string | null;
  method: string | null;
  detail: Record<string, unknown>;
}

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
