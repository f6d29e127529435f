import type { FormEvent } from 'react';
import { TextField } from '../components/text-field.js';
import { navigate } from '../lib/router.js';
import { KNOWN_EVENT_TYPES } from './describe-event-type.js';

export const EVENTS_PATH = '/admin/events';

const TIMES = ['from', 'to'] as const;

/**
 * The events page's filters, kept in the address (`/admin/events?type=…`) so a
 * filtered view can be linked to and the back button undoes a filter. People
 * are found by email or id; `from` and `to` are typed in local time and sent
 * as ISO instants.
 *
 * @example
 * <EventFiltersForm key={search.toString()} search={search} />
 */
export function EventFiltersForm({ search }: { search: URLSearchParams }) {
  function apply(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const query = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      const text = String(value).trim();
      if (!text) continue;
      query.set(name, (TIMES as readonly string[]).includes(name) ? new Date(text).toISOString() : text);
    }
    navigate(query.toString() ? `${EVENTS_PATH}?${query}` : EVENTS_PATH);
  }

  const local = (name: (typeof TIMES)[number]): string => toLocalInput(search.get(name));
  return (
    <form className="form event-filters" role="search" aria-label="Filter events" onSubmit={apply}>
      <div className="event-filter-fields">
        <TextField label="User" name="userId" defaultValue={search.get('userId') ?? ''} hint="Email or id" autoComplete="off" />
        <TextField label="Type" name="type" defaultValue={search.get('type') ?? ''} list="event-types" hint="sign-in.failed, password.changed…" autoComplete="off" />
        <TextField label="Actor" name="actorId" defaultValue={search.get('actorId') ?? ''} hint="Who acted: email or id" autoComplete="off" />
        <TextField label="Organization" name="organizationId" defaultValue={search.get('organizationId') ?? ''} hint="Organization id" autoComplete="off" />
        <TextField label="From" name="from" type="datetime-local" defaultValue={local('from')} />
        <TextField label="To" name="to" type="datetime-local" defaultValue={local('to')} />
        <TextField label="IP address" name="ip" defaultValue={search.get('ip') ?? ''} autoComplete="off" />
      </div>
      <datalist id="event-types">
        {KNOWN_EVENT_TYPES.map((type) => (
          <option key={type} value={type} />
        ))}
      </datalist>
      <div className="actions">
        <button type="submit" className="button button-primary">
          Filter
        </button>
        <button type="button" className="button button-secondary" onClick={() => navigate(EVENTS_PATH)}>
          Clear filters
        </button>
      </div>
    </form>
  );
}

/** An ISO instant as a `datetime-local` value in the browser's time zone, or '' when there is none. */
function toLocalInput(iso: string | null): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}
