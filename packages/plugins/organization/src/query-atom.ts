import { atom, onMount, type ReadableAtom } from 'nanostores';
import type { ClientError, ClientFetch } from '@latchkey/client';

/** What a query atom holds, like the core client's `$session`. */
export interface QueryState<T> {
  data: T | null;
  error: ClientError | null;
  isPending: boolean;
  refetch(): Promise<void>;
}

/** A query atom, and the way to empty it without asking the server. */
export interface QueryAtom<T> extends ReadableAtom<QueryState<T>> {
  /**
   * Forgets the answer without a request: after sign-out there is nobody to ask
   * for, and a refetch would only be refused. The next refetch loads again.
   */
  clear(): void;
}

/**
 * An atom of one GET route's answer. It loads when the first listener
 * arrives; `refetch` reloads now when watched, or marks it stale for the next
 * listener; concurrent refetches share one request.
 *
 * @example
 * const $organizations = createQueryAtom<Organization[]>($fetch, '/organization/list');
 */
export function createQueryAtom<T>($fetch: ClientFetch, path: string): QueryAtom<T> {
  let mounted = false;
  let stale = true;
  let inflight: Promise<void> | undefined;
  const load = async (): Promise<void> => {
    stale = false;
    const { data, error } = await $fetch<T>(path);
    $query.set({ data: error ? null : data, error, isPending: false, refetch });
  };
  const refetch = (): Promise<void> => {
    if (!mounted) {
      stale = true;
      return Promise.resolve();
    }
    return (inflight ??= load().finally(() => (inflight = undefined)));
  };
  const $query = atom<QueryState<T>>({ data: null, error: null, isPending: true, refetch });
  onMount($query, () => {
    mounted = true;
    if (stale) void refetch();
    return () => {
      mounted = false;
    };
  });
  const clear = (): void => {
    stale = true;
    $query.set({ data: null, error: null, isPending: false, refetch });
  };
  return Object.assign($query, { clear });
}
