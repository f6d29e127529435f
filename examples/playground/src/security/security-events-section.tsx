import { Section } from '../account/section.js';
import { Alert } from '../components/alert.js';
import { EmptyState } from '../components/empty-state.js';
import { Link } from '../components/link.js';
import { Loading } from '../components/loading.js';
import { EVENTS_PATH } from './event-filters-form.js';
import { SecurityEventItem, type SecurityEventView } from './security-event-item.js';
import { useSecurityEvents, type EventPerson } from './use-security-events.js';

/**
 * The log's events for the filters in the address, a page at a time, each
 * naming the user it is about and, when someone else acted, the actor (a link
 * filters by them).
 *
 * @example
 * <SecurityEventsSection key={filters} filters={filters} />
 */
export function SecurityEventsSection({ filters }: { filters: string }) {
  const list = useSecurityEvents(filters);
  return (
    <Section id="events" title="Events" description={filters ? 'Events matching the filters, newest first.' : 'Every security event of every user, newest first.'}>
      <Alert tone="error">{list.error}</Alert>
      {list.events === null && !list.error && <Loading label="Loading events…" />}
      {list.events?.length === 0 && <EmptyState>No event matches these filters. Widen the time range, or clear the filters to see everything.</EmptyState>}
      <ul className="list" aria-label="Security events" aria-busy={list.loading}>
        {list.events?.map((event) => (
          <SecurityEventItem key={event.id} event={event}>
            <EventPeople event={event} people={list.people} />
          </SecurityEventItem>
        ))}
      </ul>
      <nav className="pager" aria-label="Pages of events">
        <button type="button" className="button button-secondary button-small" disabled={list.page === 0 || list.loading} onClick={list.newer}>
          Newer
        </button>
        <span>Page {list.page + 1}</span>
        <button type="button" className="button button-secondary button-small" disabled={!list.hasOlder || list.loading} onClick={list.older}>
          Older
        </button>
      </nav>
    </Section>
  );
}

function EventPeople({ event, people }: { event: SecurityEventView; people: Record<string, EventPerson> }) {
  const person = (id: string, field: 'userId' | 'actorId') => {
    const known = people[id];
    return (
      <Link href={`${EVENTS_PATH}?${new URLSearchParams({ [field]: known?.email ?? id })}`} title={`Only events ${field === 'userId' ? 'about' : 'by'} ${known?.email ?? id}`}>
        {known?.email ?? id}
      </Link>
    );
  };
  const actorId = event.actor.id !== event.userId ? event.actor.id : null;
  return (
    <p className="list-meta">
      {event.userId ? <>User {person(event.userId, 'userId')}</> : 'No account'}
      {actorId && <> · by {event.actor.type === 'admin' ? 'administrator ' : ''}{person(actorId, 'actorId')}</>}
      {event.organizationId && <> · organization {event.organizationId}</>}
    </p>
  );
}
