import { useCallback, useEffect, useState } from 'react';

interface ListState<T> {
  items: T[] | null;
  error: string | null;
  reload(): Promise<void>;
}

/**
 * Loads a list from a client call and reloads it on demand or when `version` changes
 * (another section changed what it shows).
 *
 * @example
 * const sessions = useList(() => client.listSessions(), version);
 */
export function useList<T>(load: () => Promise<{ data: T[] | null; error: { message: string } | null }>, version = 0): ListState<T> {
  const [items, setItems] = useState<T[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  // `load` is an inline arrow in every caller; the version decides when to reload, not its identity.
  const reload = useCallback(async () => {
    const answer = await load();
    setError(answer.error?.message ?? null);
    if (answer.data) setItems(answer.data);
  }, []);
  useEffect(() => {
    void reload();
  }, [reload, version]);
  return { items, error, reload };
}
