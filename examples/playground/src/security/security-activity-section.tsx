import { useCallback, useEffect, useState } from 'react';
import { client } from '../auth-client.js';
import { Section } from '../account/section.js';
import { Alert } from '../components/alert.js';
import { EmptyState } from '../components/empty-state.js';
import { Loading } from '../components/loading.js';
import { SecurityEventItem, type SecurityEventView } from './security-event-item.js';

const PAGE_SIZE = 10;

/**
 * The account's "Security activity" card (`GET /security-activity`): sign-ins,
 * password and security changes, newest first, ten at a time with "Load more"
 * (the answer's `nextCursor`). What an administrator did to or as the user
 * is marked "by an administrator". Reloads from the top when `version`
 * changes (another card did something worth a line).
 */
export function SecurityActivitySection({ version }: { version: number }) {
  const [events, setEvents] = useState<SecurityEventView[] | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const load = useCallback(async (after: string | null) => {
    setLoading(true);
    const answer = await client.securityActivity({ query: { limit: PAGE_SIZE, ...(after ? { cursor: after } : {}) } });
    setLoading(false);
    setError(answer.error?.message ?? null);
    if (!answer.data) return;
    const page = answer.data.events as SecurityEventView[];
    setEvents((shown) => (after && shown ? [...shown, ...page] : page));
    setCursor(answer.data.nextCursor);
  }, []);

  useEffect(() => {
    void load(null);
  }, [load, version]);

  return (
    <Section id="security-activity" title="Security activity" description="Sign-ins and changes to your account's security, newest first. Something you do not recognise? Change your password and revoke the sessions above.">
      <Alert tone="error">{error}</Alert>
      {events === null && !error && <Loading label="Loading your activity…" />}
      {events?.length === 0 && <EmptyState>Nothing yet. Sign-ins, password changes and new devices will be listed here.</EmptyState>}
      <ul className="list" aria-label="Security events">
        {events?.map((event) => <SecurityEventItem key={event.id} event={event} />)}
      </ul>
      {cursor && (
        <button type="button" className="button button-secondary button-small security-more" disabled={loading} aria-busy={loading} onClick={() => void load(cursor)}>
          {loading ? 'Loading…' : 'Load more'}
        </button>
      )}
    </Section>
  );
}
