import { atom, onMount, type ReadableAtom } from 'nanostores';
import type { ClientError, ClientFetch, SessionData, SessionState } from '../types.js';
import { createTabSignal } from './create-tab-signal.js';
import { listenVisibility } from './listen-visibility.js';

/** Coming back to the tab refetches at most this often. */
export const FOCUS_COOLDOWN = 5000;

export interface SessionStore {
  $session: ReadableAtom<SessionState>;
  /** The session changed: refetch here (now if watched, else on next watch) and tell other tabs. */
  notify(): void;
}

// A 4xx means there is no session to show; a network or server failure says nothing about it.
const keepsData = (error: ClientError): boolean => error.status === 0 || error.status >= 500;

/**
 * The session store. It loads lazily, when the first listener arrives; refetches
 * on `notify`, on returning to the tab and on other tabs' signals; shares one
 * request between concurrent refetches; and stops listening 1000 ms after its
 * last listener leaves (nanostores' `onMount` delay).
 *
 * @example
 * const { $session } = createSessionAtom($fetch, { initialSession: null });
 * $session.subscribe(({ data }) => render(data?.user));
 */
export function createSessionAtom(
  $fetch: ClientFetch,
  options: { initialSession?: SessionData | null } = {},
): SessionStore {
  const seeded = options.initialSession !== undefined;
  // A seeded store skips its first load: the server just rendered that session.
  let fresh = seeded;
  let mounted = false;
  let inflight: Promise<void> | undefined;
  let lastLoad = 0;

  const load = async (): Promise<void> => {
    lastLoad = Date.now();
    const { data, error } = await $fetch<SessionData | null>('/get-session');
    const previous = $session.value?.data ?? null;
    $session.set({ data: error ? (keepsData(error) ? previous : null) : data, error, isPending: false, refetch });
  };
  const refetch = (): Promise<void> => (inflight ??= load().finally(() => (inflight = undefined)));
  const $session = atom<SessionState>({
    data: options.initialSession ?? null,
    error: null,
    isPending: !seeded,
    refetch,
  });
  const signal = (): void => {
    if (mounted) void refetch();
    else fresh = false;
  };
  const tabs = createTabSignal(signal);

  onMount($session, () => {
    mounted = true;
    if (!fresh) void refetch();
    fresh = false;
    const stopVisibility = listenVisibility(() => {
      if (Date.now() - lastLoad >= FOCUS_COOLDOWN) void refetch();
    });
    tabs.start();
    return () => {
      mounted = false;
      stopVisibility();
      tabs.stop();
    };
  });

  return {
    $session,
    notify() {
      signal();
      tabs.post();
    },
  };
}
