import { useCallback, useEffect, useState } from 'react';
// Type-only: the endpoint's answer, and no server code in the bundle.
import type { EventPerson } from '../../server/security-events-api.js';
import type { SecurityEventView } from './security-event-item.js';

export type { EventPerson };

interface SecurityEventList {
  events: SecurityEventView[] | null;
  people: Record<string, EventPerson>;
  error: string | null;
  loading: boolean;
  /** 0 for the newest page. */
  page: number;
  hasOlder: boolean;
  older(): void;
  newer(): void;
}

export const EVENTS_PAGE_SIZE = 10;

/**
 * One page of the whole log from `/api/playground/security-events`, filtered
 * by `filters` (the page's query string), newest first. Older pages follow
 * the answer's `nextCursor`; the cursors seen are kept so "Newer" goes back
 * without asking for anything but that page. Mount it keyed by `filters`, so a
 * new filter starts at the top.
 *
 * @example
 * const list = useSecurityEvents('type=sign-in.failed');
 */
export function useSecurityEvents(filters: string): SecurityEventList {
  // cursors[n] is the cursor of page n (page 0 has none).
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const [page, setPage] = useState(0);
  const [answer, setAnswer] = useState<{ events: SecurityEventView[]; people: Record<string, EventPerson>; nextCursor: string | null } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);

  const load = useCallback(async (cursor: string | null, signal: AbortSignal) => {
    const query = new URLSearchParams(filters);
    query.set('limit', String(EVENTS_PAGE_SIZE));
    if (cursor) query.set('cursor', cursor);
    setLoading(true);
    try {
      const response = await fetch(`/api/playground/security-events?${query}`, { cache: 'no-store', signal });
      const body = (await response.json()) as { events?: SecurityEventView[]; people?: Record<string, EventPerson>; nextCursor?: string | null; message?: string };
      if (!response.ok) throw new Error(body.message ?? response.statusText);
      setAnswer({ events: body.events ?? [], people: body.people ?? {}, nextCursor: body.nextCursor ?? null });
      setError(null);
    } catch (cause) {
      if (signal.aborted) return;
      setError(cause instanceof Error ? cause.message : 'The events could not be read.');
    } finally {
      if (!signal.aborted) setLoading(false);
    }
  }, [filters]);

  const cursor = cursors[page] ?? null;
  useEffect(() => {
    const controller = new AbortController();
    void load(cursor, controller.signal);
    return () => controller.abort();
  }, [load, cursor]);

  return {
    events: answer?.events ?? null,
    people: answer?.people ?? {},
    error,
    loading,
    page,
    hasOlder: Boolean(answer?.nextCursor),
    older() {
      const next = answer?.nextCursor;
      if (!next) return;
      setCursors((known) => [...known.slice(0, page + 1), next]);
      setPage(page + 1);
    },
    newer() {
      setPage(Math.max(0, page - 1));
    },
  };
}
