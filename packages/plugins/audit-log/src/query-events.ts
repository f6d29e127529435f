import type { AuthContext } from 'latchkey/plugins';
import { idAt } from './event-id-range.js';
import { toStoredEvent, type SecurityEventRow, type StoredSecurityEvent } from './security-event-record.js';

/** What a query of stored events may filter on; every filter is optional. */
export interface SecurityEventFilter {
  userId?: string;
  organizationId?: string;
  type?: string;
  actorId?: string;
  ip?: string;
  /** Events at or after this time. */
  from?: Date;
  /** Events before this time. */
  to?: Date;
}

export interface SecurityEventPage {
  events: StoredSecurityEvent[];
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: string | null;
}

const EQUALITIES = ['userId', 'organizationId', 'type', 'actorId', 'ip'] as const;

/**
 * One page of stored events, newest first. The cursor is the last id of the
 * previous page: ids sort by time, so "older than the cursor" is `id <
 * cursor`, and each filter with the id range is served by one composite
 * index `(column, id)`, however many rows the table holds.
 *
 * @example
 * const page = await queryEvents(auth, { filter: { userId }, limit: 20 });
 */
export async function queryEvents(
  auth: AuthContext,
  input: { filter: SecurityEventFilter; limit: number; cursor?: string | undefined },
): Promise<SecurityEventPage> {
  const { filter } = input;
  const where: { field: string; operator?: 'lt' | 'gte'; value: unknown }[] = [];
  for (const field of EQUALITIES) if (filter[field] !== undefined) where.push({ field, value: filter[field] });
  if (filter.from) where.push({ field: 'id', operator: 'gte', value: idAt(filter.from) });
  const before = [input.cursor, filter.to ? idAt(filter.to) : undefined].filter((id): id is string => id !== undefined).sort()[0];
  if (before !== undefined) where.push({ field: 'id', operator: 'lt', value: before });
  const rows = await auth.db.findMany<SecurityEventRow>({
    model: 'securityEvent',
    where,
    sortBy: { field: 'id', direction: 'desc' },
    limit: input.limit + 1,
  });
  const page = rows.slice(0, input.limit);
  return { events: page.map(toStoredEvent), nextCursor: rows.length > input.limit ? page.at(-1)!.id : null };
}
